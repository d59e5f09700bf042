/** Polish: the privacy policy, terms of service, accessibility statement and cookie policy the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const legalPages = {
  privacy: {
    title: 'Polityka prywatności',
    summary: 'Jakie dane zbieramy, dlaczego i jakie masz możliwości wyboru.',
    intro: [
      'Ostatnia aktualizacja: 1 września 2026 r.',
      'Niniejsza polityka wyjaśnia, jakie dane osobowe zbiera {brand} Ltd. („{brand}”, „my”), gdy odwiedzasz nasze strony, korzystasz z naszych produktów lub kontaktujesz się z nami, w jakim celu je zbieramy, jak długo je przechowujemy i jakie przysługują Ci prawa. Administratorem opisanych tu danych jest {brand} Ltd., 12 Harbour Street, Londyn EC2A 4NE, Wielka Brytania. Gdy przetwarzamy dane w produkcie w imieniu naszych klientów, administratorem jest klient, a zastosowanie ma nasza umowa powierzenia przetwarzania danych.',
    ],
    sections: [
      {
        heading: 'Jakie dane zbieramy',
        body: [
          [
            'Dane konta: imię i nazwisko, służbowy adres e-mail, hasło (przechowywane w postaci skrótu), firma, stanowisko i język.',
            'Dane kontaktowe i handlowe: to, co przekazujesz nam w formularzach, e-mailach, rozmowach i na spotkaniach, np. wielkość zespołu, numer telefonu i kraj.',
            'Dane o korzystaniu: odwiedzone strony, używane funkcje, urządzenie, przeglądarka, przybliżona lokalizacja na podstawie adresu IP oraz błędy.',
            'Dane płatnicze: adres rozliczeniowy i cztery ostatnie cyfry karty; numery kart obsługuje nasz dostawca usług płatniczych.',
            'Pliki cookie i podobne technologie, opisane w naszej polityce plików cookie.',
          ],
        ],
      },
      {
        heading: 'Do czego ich używamy i na jakiej podstawie prawnej',
        body: [
          [
            'Aby świadczyć usługę i udzielać Ci wsparcia (wykonanie umowy).',
            'Aby dbać o bezpieczeństwo usługi, zapobiegać oszustwom i ulepszać nasze produkty (nasz prawnie uzasadniony interes).',
            'Aby wysyłać informacje o produktach i treści marketingowe, z których możesz w każdej chwili zrezygnować (zgoda lub, gdy prawo na to pozwala, prawnie uzasadniony interes).',
            'Aby wypełniać obowiązki prawne, podatkowe i księgowe (obowiązek prawny).',
          ],
        ],
      },
      {
        heading: 'Komu je udostępniamy',
        body: [
          'Nigdy nie sprzedajemy danych osobowych. Udostępniamy je wyłącznie dostawcom, którzy przetwarzają je w naszym imieniu na podstawie umowy (hosting, wysyłka e-maili, płatności, narzędzia obsługi klienta), spółkom z naszej grupy oraz organom publicznym, gdy wymaga tego prawo. Aktualna lista podmiotów przetwarzających jest dostępna w naszym centrum zaufania.',
        ],
      },
      {
        heading: 'Przekazywanie danych za granicę',
        body: [
          'Klienci wybierają, gdzie są hostowane dane ich konta: w Unii Europejskiej, w Stanach Zjednoczonych lub w Australii. Gdy dane opuszczają Europejski Obszar Gospodarczy lub Wielką Brytanię, opieramy się na decyzjach stwierdzających odpowiedni stopień ochrony lub na standardowych klauzulach umownych Komisji Europejskiej wraz z dodatkowymi zabezpieczeniami.',
        ],
      },
      {
        heading: 'Jak długo je przechowujemy',
        body: [
          'Dane konta przechowujemy, dopóki konto istnieje, i usuwamy je w ciągu 90 dni od jego zamknięcia. Dokumentację sprzedażową przechowujemy do trzech lat od ostatniego kontaktu, a faktury przez okres wymagany przepisami podatkowymi (zwykle dziesięć lat).',
        ],
      },
      {
        heading: 'Twoje prawa',
        body: [
          'Możesz zażądać dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania lub przeniesienia oraz wnieść sprzeciw wobec ich przetwarzania, także w celach marketingu bezpośredniego. Napisz na adres privacy@orbit.example. Możesz też złożyć skargę do organu ochrony danych; w Wielkiej Brytanii jest nim Information Commissioner’s Office.',
        ],
      },
      {
        heading: 'Zmiany niniejszej polityki',
        body: ['Gdy w istotny sposób zmienimy tę politykę, ogłosimy to na tej stronie, a klientów powiadomimy e-mailem co najmniej 30 dni wcześniej.'],
      },
    ],
  },
  terms: {
    title: 'Warunki korzystania z usługi',
    summary: 'Warunki, które obowiązują, gdy korzystasz z {brand}.',
    intro: [
      'Obowiązują od: 1 września 2026 r.',
      'Niniejsze warunki stanowią umowę między {brand} Ltd. a klientem, który zakłada konto lub podpisuje formularz zamówienia („Ty”). Korzystając z {brand}, akceptujesz te warunki we własnym imieniu lub w imieniu reprezentowanej organizacji.',
    ],
    sections: [
      {
        heading: '1. Usługa',
        body: [
          '{brand} dostarcza oprogramowanie w chmurze do zarządzania pracą, CRM, tworzenia oprogramowania, zarządzania usługami i kampanii e-mailowych. Możemy ulepszać i zmieniać funkcje; nie ograniczymy jednak istotnie podstawowej funkcjonalności płatnego planu w okresie jego obowiązywania.',
        ],
      },
      {
        heading: '2. Konta i użytkownicy',
        body: [
          [
            'Odpowiadasz za zaproszonych użytkowników oraz za bezpieczne przechowywanie danych logowania.',
            'Każda licencja jest przypisana do jednej wskazanej osoby; licencje można przenosić, ale nie można ich współdzielić.',
            'Aby korzystać z usługi, musisz mieć ukończone 16 lat.',
          ],
        ],
      },
      {
        heading: '3. Plany, opłaty i odnowienie',
        body: [
          'Płatne plany są rozliczane z góry, miesięcznie lub rocznie, za każdą licencję. Odnawiają się automatycznie na ten sam okres, chyba że zostaną anulowane przed datą odnowienia. Ceny nie obejmują podatków. Możemy zmienić ceny przy odnowieniu z co najmniej 30-dniowym wyprzedzeniem.',
        ],
      },
      {
        heading: '4. Twoje treści',
        body: [
          'Treści, które umieszczasz w usłudze, należą do Ciebie. Udzielasz nam wyłącznie praw potrzebnych do ich hostowania, przetwarzania i wyświetlania w celu świadczenia Ci usługi. Możesz w każdej chwili wyeksportować swoje treści.',
        ],
      },
      {
        heading: '5. Dozwolone korzystanie',
        body: [
          'Nie wolno Ci używać usługi do łamania prawa, wysyłania niezamówionej masowej poczty, naruszania praw innych osób, skanowania lub zakłócania naszych systemów ani odsprzedawania usługi bez naszej pisemnej zgody.',
        ],
      },
      {
        heading: '6. Dostępność i wsparcie',
        body: [
          'Dążymy do miesięcznej dostępności na poziomie 99,9%. Klienci Enterprise otrzymują umowę o poziomie usług z rekompensatami, zgodnie z ich formularzem zamówienia.',
        ],
      },
      {
        heading: '7. Odpowiedzialność',
        body: [
          'Z wyjątkiem naruszenia poufności, Twoich zobowiązań płatniczych i zobowiązań odszkodowawczych łączna odpowiedzialność każdej ze stron jest ograniczona do opłat uiszczonych w ciągu dwunastu miesięcy przed zgłoszeniem roszczenia. Żadna ze stron nie odpowiada za szkody pośrednie ani wynikowe.',
        ],
      },
      {
        heading: '8. Rozwiązanie umowy',
        body: [
          'Możesz zrezygnować w każdej chwili; rezygnacja staje się skuteczna z końcem bieżącego okresu rozliczeniowego. Możemy zawiesić konta naruszające te warunki po uprzednim powiadomieniu lub natychmiast, gdy wymaga tego prawo lub bezpieczeństwo.',
        ],
      },
      {
        heading: '9. Prawo właściwe',
        body: [
          'Niniejsze warunki podlegają prawu Anglii i Walii; wyłącznie właściwe są sądy w Londynie, chyba że prawo kraju Twojego zamieszkania stanowi inaczej.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Deklaracja dostępności',
    summary: 'Nasze zobowiązanie, by z {brand} mógł korzystać każdy.',
    intro: [
      '{brand} dokłada starań, aby jego strona internetowa i produkty były dostępne dla wszystkich, także dla osób korzystających z czytników ekranu, nawigacji klawiaturą, sterowania głosem lub powiększenia.',
    ],
    sections: [
      {
        heading: 'Stan zgodności',
        body: [
          'Ta strona ma być zgodna z wytycznymi Web Content Accessibility Guidelines (WCAG) 2.2 na poziomie AA oraz z normą europejską EN 301 549. Jest częściowo zgodna: większość treści spełnia normę, z wyjątkami wymienionymi poniżej.',
        ],
      },
      {
        heading: 'Co robimy',
        body: [
          [
            'Każda strona przechodzi automatyczne testy w naszym procesie publikacji.',
            'Kluczowe ścieżki (rejestracja, cennik, kontakt z działem sprzedaży) testujemy ręcznie z NVDA, VoiceOver i wyłącznie klawiaturą przed każdym większym wydaniem.',
            'Zewnętrzny audytor sprawdza stronę raz w roku; ostatni audyt odbył się w czerwcu 2026 r.',
          ],
        ],
      },
      {
        heading: 'Znane ograniczenia',
        body: [
          [
            'Niektóre starsze filmy na blogu i w bibliotece webinarów nie mają jeszcze napisów; dodamy je do końca 2026 r.',
            'Niektóre raporty PDF opublikowane przed 2025 r. nie są w pełni otagowane; dostępne wersje udostępniamy na życzenie.',
          ],
        ],
      },
      {
        heading: 'Uwagi i kontakt',
        body: [
          'Jeśli napotkasz barierę, napisz na adres accessibility@orbit.example lub skorzystaj z formularza kontaktu z pomocą techniczną. Odpowiadamy w ciągu dwóch dni roboczych i staramy się usunąć zgłoszone bariery w ciągu 30 dni.',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Polityka plików cookie',
    summary: 'Jakie pliki cookie {brand} zapisuje w tej witrynie, do czego służy każdy z nich i jak zmienić swój wybór.',
    paragraphs: [
      'Niniejsza polityka wyjaśnia, jakie pliki cookie {brand} zapisuje w tej witrynie, do czego służy każdy z nich i jak długo jest przechowywany.',
      'Niezbędne pliki cookie zapewniają działanie witryny i zapamiętują Twoje wybory; są zawsze włączone. Funkcjonalne, analityczne i marketingowe pliki cookie są zapisywane tylko wtedy, gdy na to zezwolisz. W Europejskim Obszarze Gospodarczym, Wielkiej Brytanii i innych krajach, w których wymaga tego prawo, pytamy o zgodę przed zapisaniem któregokolwiek z nich. W pozostałych krajach są włączone, dopóki ich nie wyłączysz, a przeglądarka wysyłająca sygnał Global Privacy Control nie otrzymuje marketingowych plików cookie.',
      'Swój wybór możesz w każdej chwili zmienić lub wycofać za pomocą opcji „Ustawienia plików cookie” na dole każdej strony. Wycofanie zgody usuwa pliki cookie z wyłączonych kategorii. Przechowujemy zapis każdego wyboru (kiedy go dokonano, kraj, kategorie i wersję tej polityki), bez Twojego adresu IP i bez żadnych informacji o przeglądarce.',
      'Gdy ta polityka zmieni się w sposób istotny dla Twojego wyboru, zapytamy Cię ponownie.',
    ],
    tableHeading: 'Pliki cookie, których używamy',
    tableIntro: 'Wszystkie pliki cookie, które może zapisać ta witryna, według kategorii. Każdy wygasa po podanym czasie od zapisania.',
  },
} satisfies Messages['legalPages']

/** Polish: the CRM, email campaigns and contact sales pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const salesPages = {
  crm: {
    title: '{brand} CRM',
    summary: 'CRM, z którego Twój zespół sprzedaży naprawdę będzie korzystać: leady, szanse sprzedaży i klienci w jednym miejscu.',
    overview:
      '{brand} CRM to system do zarządzania relacjami z klientami, z którego Twój zespół sprzedaży naprawdę będzie korzystać. Pozyskuj leady ze wszystkich kanałów, prowadź szanse sprzedaży przez lejek zaprojektowany przez Ciebie i pozwól automatyzacjom rejestrować e-maile oraz planować kontakty, aby handlowcy sprzedawali, zamiast uzupełniać dane.',
    sections: [
      {
        heading: 'Lejek dopasowany do Twojego procesu sprzedaży',
        intro: 'Określ własne etapy, pola i typy szans sprzedaży, bez konsultantów.',
        items: [
          ['Zarządzanie leadami', 'Zbieraj leady z formularzy, e-maili i reklam, oceniaj je i automatycznie przekazuj właściwemu handlowcowi.'],
          ['Lejek sprzedaży', 'Przeciągaj szanse między etapami, sprawdzaj ważoną wartość każdego etapu i od razu wychwytuj te, które utknęły.'],
          ['Kontakty i firmy', 'Każdy e-mail, telefon, spotkanie i plik klienta na jednej osi czasu.'],
        ],
      },
      {
        heading: 'Automatyzuj administrację, nie relacje',
        intro: 'Wprowadzanie danych zostaw systemowi CRM.',
        items: [
          ['Synchronizacja poczty', 'Dwukierunkowa synchronizacja z Gmailem i Outlookiem przypisuje każdą rozmowę do właściwego kontaktu.'],
          ['Sekwencje', 'Wysyłaj spersonalizowane sekwencje wiadomości, które zatrzymują się, gdy tylko potencjalny klient odpowie.'],
          ['Rejestrowanie aktywności', 'Telefony, spotkania i zadania są zapisywane, a przypomnienia ustawiane bez opuszczania szansy sprzedaży.'],
        ],
      },
      {
        heading: 'Prognozy, którym można ufać',
        intro: 'Raporty, na których polegają szefowie sprzedaży, aktualizowane na bieżąco.',
        items: [
          ['Prognozowanie sprzedaży', 'Prognozuj według prawdopodobieństwa etapu, handlowca i kwartału oraz porównuj z celami.'],
          ['Pulpity', 'Skuteczność, pokrycie lejka, tempo domykania i wyniki zespołu na jednym ekranie.'],
          ['Oferty i faktury', 'Twórz oferty w barwach firmy prosto z szansy sprzedaży, z uzupełnionymi produktami i cenami.'],
        ],
      },
      {
        heading: 'Połączony z resztą firmy',
        intro: 'Zamknij obieg między sprzedażą, marketingiem, wdrożeniem i obsługą.',
        items: [
          ['Przekazanie klienta', 'Wygrana szansa sprzedaży automatycznie tworzy projekt wdrożeniowy w zarządzaniu pracą.'],
          ['Kampanie e-mail', 'Wysyłaj newslettery i kampanie nurturingowe do segmentów CRM bez eksportowania list.'],
          ['Aplikacje mobilne', 'Aktualizuj szanse i rejestruj rozmowy na iOS i Androidzie między spotkaniami.'],
        ],
      },
    ],
    story: {
      quote:
        'Już w pierwszym miesiącu nasi handlowcy przestali prowadzić własne arkusze. Dzięki {brand} CRM w każdy poniedziałek widzimy cały lejek, a trafność prognoz wzrosła z 60% do ponad 90%.',
      person: 'Diego Ramírez',
      role: 'Wiceprezes ds. sprzedaży',
      company: 'Brightline Solar',
    },
    faq: [
      [
        'Czy mogę przejść z innego systemu CRM?',
        'Tak. Zaimportuj kontakty, firmy i szanse sprzedaży z Salesforce, HubSpot, Pipedrive lub dowolnego pliku CSV, razem z historią.',
      ],
      ['Czy CRM współpracuje z moją pocztą?', 'Gmail i Outlook synchronizują się w obie strony; e-maile, spotkania i rozmowy trafiają do właściwego kontaktu.'],
      [
        'Ile kosztuje CRM?',
        'Płacisz za użytkownika, w planach Basic, Standard i Pro oraz w indywidualnej wycenie Enterprise. Płatność roczna to 20% oszczędności.',
      ],
      [
        'Czy dane moich klientów są bezpieczne?',
        'Dane są szyfrowane podczas przesyłania i przechowywania, hostowane w wybranym przez Ciebie regionie i objęte naszymi certyfikatami ISO 27001 i SOC 2 Type II.',
      ],
    ],
    cta: { heading: 'Wypróbuj {brand} CRM za darmo', text: '14 dni za darmo, bez karty kredytowej. Zaimportuj kontakty w kilka minut.' },
  },
  crmFormHeading: 'Zobacz CRM w działaniu',
  crmFormIntro: 'Umów się na indywidualną prezentację z ekspertem CRM.',
  emailCampaigns: {
    title: 'Kampanie e-mail',
    summary: 'Wysyłaj kampanie e-mail z tego samego miejsca, w którym zarządzasz kontaktami.',
    overview:
      'Dzięki {brand} Kampanie e-mail marketing i sprzedaż wysyłają newslettery, ogłoszenia i kampanie nurturingowe do kontaktów, które już są w Twoim CRM. Projektuj w edytorze „przeciągnij i upuść”, wysyłaj we właściwym momencie i sprawdzaj otwarcia, kliknięcia oraz przychody obok reszty działań marketingowych.',
    sections: [
      {
        heading: 'E-maile gotowe w kilka minut',
        intro: 'Estetyczne wiadomości zgodne z marką, bez grafika.',
        items: [
          ['Edytor „przeciągnij i upuść”', 'Składaj responsywne e-maile z bloków albo zacznij od jednego z 50 szablonów.'],
          ['Zestaw marki', 'Logo, kolory i czcionki Twojej firmy są automatycznie stosowane w każdej kampanii.'],
          ['Asystent pisania AI', 'Twórz tematy i treści wiadomości, a potem porównuj warianty w testach.'],
        ],
      },
      {
        heading: 'Docieraj do właściwych osób',
        intro: 'Segmenty budowane na aktualnych danych z CRM.',
        items: [
          ['Segmenty', 'Wybieraj kontakty według etapu sprzedaży, branży, lokalizacji lub wcześniejszej aktywności.'],
          ['Automatyczne ścieżki', 'Serie powitalne, odnowienia i kampanie reaktywacyjne, które działają same.'],
          ['Zarządzanie zgodami', 'Podwójna zgoda, linki do wypisania i centra preferencji zgodne z RODO.'],
        ],
      },
      {
        heading: 'Mierz to, co ważne',
        intro: 'Od wskaźnika otwarć po przychody.',
        items: [
          ['Raporty kampanii', 'Otwarcia, kliknięcia, odbicia i wypisy dla każdej kampanii i każdego linku.'],
          ['Testy A/B', 'Testuj tematy i treści na próbce, a potem wyślij zwycięską wersję do pozostałych.'],
          ['Przypisanie przychodów', 'Sprawdź, które kampanie wpłynęły na szanse sprzedaży w lejku CRM.'],
        ],
      },
    ],
    story: {
      quote:
        'Marketing i sprzedaż wreszcie korzystają z jednej listy kontaktów. Nasz newsletter trafia teraz do segmentów opartych na bieżących szansach sprzedaży, a współczynnik kliknięć podwoił się w trzy miesiące.',
      person: 'Chloé Martin',
      role: 'Kierowniczka marketingu',
      company: 'Atelier Verde',
    },
    faq: [
      ['Ile e-maili mogę wysłać?', 'Każdy plan obejmuje miesięczny limit wysyłek na użytkownika; większe wolumeny są dostępne na życzenie.'],
      [
        'Czy moje e-maile trafią do skrzynki odbiorczej?',
        'Razem z Tobą konfigurujemy SPF, DKIM i DMARC oraz monitorujemy reputację nadawcy na dedykowanej infrastrukturze.',
      ],
      ['Czy mogę zaimportować obecnych subskrybentów?', 'Tak, wraz z zapisami ich zgód, z pliku CSV lub z Mailchimp.'],
    ],
    cta: { heading: 'Wypróbuj {brand} Kampanie e-mail za darmo', text: 'Wyślij pierwszą kampanię jeszcze dziś. Bez karty kredytowej.' },
  },
  contactTitle: 'Kontakt z działem sprzedaży',
  contactSummary: 'Opowiedz nam o swoim zespole, a razem znajdziemy odpowiedni plan.',
  contactFormHeading: 'Opowiedz nam o swoim zespole',
  contactFormIntro: 'Ekspert ds. sprzedaży pomoże Ci wybrać właściwy plan i odpowie na Twoje pytania.',
  defaultBody: '{brand} sprawia, że wszystkie zespoły działają wspólnie, od pierwszego planu po ostateczną realizację.',
  defaultBodyMore: 'Zacznij od szablonu, zaproś zespół i kształtuj przepływ pracy na bieżąco, bez pisania kodu.',
} satisfies Messages['salesPages']

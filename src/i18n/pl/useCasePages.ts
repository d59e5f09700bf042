/** Polish: the use-case pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const useCasePages = {
  hr: {
    title: 'Zarządzanie HR',
    summary: 'Rekrutacja, onboarding i wnioski pracowników, wreszcie uporządkowane.',
    overview:
      'Działy HR prowadzą w {brand} rekrutację, onboarding i obsługę wniosków pracowników: każdy kandydat, nowa osoba i wniosek na tablicy, automatyzacje zajmują się papierologią, a pulpity pomagają planować zatrudnienie.',
    sections: [
      {
        heading: 'Zatrudniaj właściwe osoby, szybciej',
        intro: 'Proces rekrutacji, który Twoi menedżerowie zatrudniający będą na bieżąco aktualizować.',
        items: [
          ['Lejek kandydatów', 'Śledź każdego kandydata od zgłoszenia do oferty, z opiniami z rozmów w jednym miejscu.'],
          ['Planowanie rozmów', 'Integracje z kalendarzem umawiają rozmowy bez przerzucania się e-mailami.'],
          ['Akceptacja ofert', 'Oferty automatycznie trafiają do akceptacji przez dział finansów i kierownictwo.'],
        ],
      },
      {
        heading: 'Onboarding, który jest naprawdę osobisty',
        intro: 'Plan dla każdej nowej osoby, gotowy przed pierwszym dniem.',
        items: [
          ['Listy kontrolne onboardingu', 'IT, administracja i przełożony dostają swoje zadania, gdy tylko zatrudnienie zostanie potwierdzone.'],
          ['Portal powitalny', 'Nowi pracownicy widzą plan pierwszego tygodnia, swojego opiekuna i potrzebne im regulaminy.'],
          ['Śledzenie postępów', 'Sprawdzaj, kto zakończył onboarding, a komu trzeba pomóc.'],
        ],
      },
      {
        heading: 'Odpowiadaj na wnioski pracowników',
        intro: 'Urlopy, sprzęt i pytania o zasady w jednej kolejce.',
        items: [
          ['Formularze wniosków', 'Pracownicy pytają przez formularz, a HR widzi wszystkie wnioski na jednej tablicy.'],
          ['Poufne tablice', 'Delikatne sprawy widzą tylko osoby, które się nimi zajmują.'],
          ['Pulpity HR', 'Stan zatrudnienia, czas rekrutacji i liczba wniosków w jednym rzucie oka.'],
        ],
      },
    ],
    story: {
      quote: 'Co miesiąc wdrażamy 60 osób w czterech krajach. Dzięki {brand} każda nowa osoba ma pierwszego dnia laptopa, konta i opiekuna.',
      person: 'Priya Nair',
      role: 'Dyrektorka ds. personalnych',
      company: 'Lumen Travel',
    },
    faq: [
      ['Czy dane pracowników pozostają poufne?', 'Tak. Prywatne tablice, uprawnienia do kolumn i dziennik audytu sprawiają, że dane osobowe widzi tylko HR.'],
      ['Czy można to połączyć z naszym systemem kadrowym?', 'Integracje z BambooHR, Workday i Personio utrzymują dane pracowników w synchronizacji.'],
      ['Czy jest szablon na start?', 'Tak: szablony procesu rekrutacji, listy kontrolnej onboardingu i wniosków pracowników są gotowe do użycia.'],
    ],
    cta: {
      heading: 'Wypróbuj {brand} dla HR za darmo',
      text: 'Zacznij od szablonu onboardingu i przygotuj plan dla kolejnej zatrudnionej osoby jeszcze dziś.',
    },
  },
  teamManagement: {
    title: 'Zarządzanie zespołem',
    summary: 'Wiedz, kto nad czym pracuje, i równoważ obciążenie.',
    overview:
      'Wiedz, kto nad czym pracuje, równoważ obciążenie i pozwól zespołowi skupić się na tym, co ważne. {brand} daje menedżerom aktualny obraz pracy zespołu bez mikrozarządzania.',
    sections: [
      {
        heading: 'Praca wszystkich w jednym rzucie oka',
        intro: 'Jeden widok wszystkich zadań, terminów i priorytetów.',
        items: [
          ['Moja praca', 'Każdy widzi swoje zadania ze wszystkich tablic, posortowane według terminu.'],
          ['Tablice zespołu', 'Cele, projekty i cykliczne zadania całego zespołu w jednym miejscu.'],
          ['Aktualizacje statusu', 'Komentarze i aktualizacje przy samym elemencie, a nie rozproszone po czacie.'],
        ],
      },
      {
        heading: 'Równoważ obciążenie',
        intro: 'Zauważ przeciążenie, zanim zamieni się w wypalenie.',
        items: [
          ['Widok obciążenia', 'Sprawdzaj tygodniową dostępność każdej osoby i przeciągaj zadania do tych, którzy mają czas.'],
          ['Śledzenie czasu', 'Zrozum, na co idzie czas, i następnym razem szacuj trafniej.'],
          ['Nieobecności', 'Urlopy i wolne dni widoczne obok harmonogramu.'],
        ],
      },
      {
        heading: 'Prowadź lepsze spotkania',
        intro: 'Mniej raportowania statusu, więcej decyzji.',
        items: [
          ['Spotkania 1:1', 'Wspólna tablica z agendą dla każdej podległej osoby.'],
          ['Cele i OKR', 'Łącz codzienną pracę z celami kwartalnymi i śledź postępy.'],
          ['Pulpity', 'Cotygodniowe postępy do raportu dla kierownictwa, zestawiane automatycznie.'],
        ],
      },
    ],
    story: {
      quote: 'Kiedyś spędzałem poniedziałkowe poranki na zbieraniu informacji o postępach. Teraz otwieram pulpit, a tę godzinę poświęcam zespołowi.',
      person: 'Jonas Weber',
      role: 'Kierownik ds. sukcesu klienta',
      company: 'Fjord Analytics',
    },
    faq: [
      ['Jak duży może być zespół?', 'Od dwóch osób do tysięcy; obszary robocze i uprawnienia utrzymują porządek nawet w dużych organizacjach.'],
      ['Czy można widzieć tylko własną pracę?', 'Tak. Uprawnienia pozwalają zdecydować, kto widzi i edytuje każdą tablicę.'],
      ['Czy działa na urządzeniach mobilnych?', 'Tak, są aplikacje na iOS i Androida oraz powiadomienia o tym, co wymaga uwagi.'],
    ],
    cta: { heading: 'Wypróbuj {brand} za darmo', text: 'Zaproś zespół i przygotuj pierwszą tablicę w kilka minut.' },
  },
  creativeAgencies: {
    title: 'Dla agencji kreatywnych',
    summary: 'Zarządzaj briefami, akceptacjami i produkcją kreatywną.',
    overview:
      'Agencje kreatywne prowadzą w {brand} briefy, produkcję i akceptacje. Dotrzymuj terminów w każdym projekcie klienta, zbieraj uwagi bezpośrednio na materiałach i wiedz, którzy klienci są rentowni.',
    sections: [
      {
        heading: 'Od briefu do realizacji',
        intro: 'Każdy projekt, każdy klient, na czas.',
        items: [
          ['Briefy kreatywne', 'Formularz briefu tworzy projekt z zadaniami, osobami odpowiedzialnymi i terminami.'],
          ['Harmonogramy produkcji', 'Osie czasu Gantta z zależnościami między grafiką, copywritingiem i programowaniem.'],
          ['Planowanie zasobów', 'Sprawdź, którzy graficy mają czas w przyszłym tygodniu, zanim przyjmiesz nowe zlecenie.'],
        ],
      },
      {
        heading: 'Akceptacje bez łańcuszków e-maili',
        intro: 'Uwagi tam, gdzie powstaje praca.',
        items: [
          ['Korekta materiałów', 'Klienci komentują bezpośrednio na obrazach, plikach PDF i filmach.'],
          ['Ścieżki akceptacji', 'Po akceptacji wersja automatycznie trafia do kolejnej osoby sprawdzającej.'],
          ['Klienci jako goście', 'Klienci widzą swoje projekty i nic więcej.'],
        ],
      },
      {
        heading: 'Znaj swoje marże',
        intro: 'Rentowność każdego klienta i projektu.',
        items: [
          ['Śledzenie czasu', 'Rejestruj godziny w projektach, z podziałem na czas fakturowany i niefakturowany.'],
          ['Budżety', 'Porównuj wydatki z budżetem każdego projektu w miarę postępu prac.'],
          ['Pulpity dla klientów', 'Udostępniaj klientom raporty z postępów jednym linkiem.'],
        ],
      },
    ],
    story: {
      quote: 'Akceptacja przez klienta zajmowała kiedyś tydzień e-maili. Dzięki korekcie w {brand} większość materiałów jest zatwierdzana w jeden dzień.',
      person: 'Olivia Brooks',
      role: 'Dyrektorka zarządzająca',
      company: 'Kite & Key Creative',
    },
    faq: [
      ['Czy klienci mogą korzystać bez opłat?', 'Tak. W płatnych planach goście dołączają za darmo i widzą tylko udostępnione im tablice.'],
      ['Czy możemy śledzić godziny do fakturowania?', 'Tak, dzięki śledzeniu czasu w planie Pro i eksportom do fakturowania.'],
      ['Czy jest integracja z Adobe Creative Cloud?', 'Tak; nasza integracja z Adobe synchronizuje materiały i komentarze.'],
    ],
    cta: { heading: 'Wypróbuj {brand} dla agencji za darmo', text: 'Zacznij od szablonu produkcji kreatywnej.' },
  },
  clientProjectManagement: {
    title: 'Zarządzanie projektami klientów',
    summary: 'Realizuj zlecenia klientów na czas i informuj ich na bieżąco.',
    overview:
      'Realizuj projekty klientów na czas i w budżecie, informując klientów na bieżąco. {brand} daje zespołom usługowym jedno miejsce na zakres, harmonogram, godziny i komunikację z klientem.',
    sections: [
      {
        heading: 'Zaplanuj współpracę',
        intro: 'Powtarzalny plan dla każdego klienta.',
        items: [
          ['Szablony projektów', 'Zamień swój najlepszy projekt w szablon z etapami, zadaniami i kamieniami milowymi.'],
          ['Kamienie milowe', 'Kluczowe daty i rezultaty udostępnione klientowi.'],
          ['Zależności', 'Zobacz, jak opóźnienie jednego etapu przesuwa resztę.'],
        ],
      },
      {
        heading: 'Informuj klientów na bieżąco',
        intro: 'Przejrzystość bez dodatkowej pracy.',
        items: [
          ['Portale klienta', 'Klienci śledzą postępy, akceptują rezultaty i dodają prośby.'],
          ['Widoki do udostępniania', 'Wyślij zawsze aktualną oś czasu w trybie tylko do odczytu.'],
          ['Automatyczne podsumowania', 'Cotygodniowe podsumowanie dla klienta wysyłane e-mailem, tworzone na podstawie tablicy.'],
        ],
      },
      {
        heading: 'Chroń swoją marżę',
        intro: 'Wcześnie wychwytuj rozrastanie się zakresu.',
        items: [
          ['Śledzenie budżetu', 'Godziny i koszty planowane a rzeczywiste w każdym projekcie.'],
          ['Wnioski o zmianę', 'Rejestruj i zatwierdzaj zmiany, zanim rozpocznie się praca.'],
          ['Pulpit portfela', 'Wszystkie projekty klientów, ich kondycja i marża.'],
        ],
      },
    ],
    story: {
      quote: 'Nasi klienci uwielbiają wspólną oś czasu, a kierownicy projektów oszczędzają pół dnia tygodniowo na raportowaniu.',
      person: 'Rafael Souza',
      role: 'Dyrektor ds. realizacji',
      company: 'Bluepeak Consulting',
    },
    faq: [
      ['Czy klienci mogą widzieć tylko swój projekt?', 'Tak. Goście widzą tylko tablice, które im udostępnisz.'],
      ['Czy mogę użyć własnej identyfikacji wizualnej?', 'Formularze i portale dla klientów mają Twoje logo i kolory.'],
      ['Czy obsługuje fakturowanie?', 'Eksportuj godziny do swojego narzędzia do fakturowania albo połącz QuickBooks i Xero.'],
    ],
    cta: { heading: 'Wypróbuj {brand} dla projektów klientów za darmo', text: 'Zacznij od szablonu projektu klienta.' },
  },
  productManagement: {
    title: 'Zarządzanie produktem',
    summary: 'Roadmapy, opinie klientów i premiery w jednym miejscu.',
    overview:
      'Zespoły produktowe planują w {brand} roadmapy, zbierają opinie i prowadzą premiery, a inżynierowie, projektanci i marketing pracują według tego samego planu.',
    sections: [
      {
        heading: 'Roadmapy, które są zawsze aktualne',
        intro: 'Strategia i realizacja w jednym miejscu.',
        items: [
          ['Osie czasu roadmapy', 'Planuj kwartały i wydania; daty aktualizują się w miarę postępu prac.'],
          ['Priorytetyzacja', 'Oceniaj pomysły według zasięgu, wpływu, pewności i nakładu pracy.'],
          ['Widoki dla interesariuszy', 'Udostępnij roadmapę do odczytu działowi sprzedaży i kierownictwu.'],
        ],
      },
      {
        heading: 'Słuchaj klientów',
        intro: 'Opinie, które trafiają na roadmapę.',
        items: [
          ['Zbieranie opinii', 'Prośby z supportu, od handlowców i z formularzy trafiają na jedną tablicę.'],
          ['Powiązane prośby', 'Łącz prośby z funkcjami i informuj klientów, gdy te trafią do produktu.'],
          ['Repozytorium badań', 'Notatki z wywiadów i wnioski z możliwością wyszukiwania według tematu.'],
        ],
      },
      {
        heading: 'Premiery z udziałem wszystkich zespołów',
        intro: 'Premiery bez niespodzianek.',
        items: [
          ['Listy kontrolne premier', 'Zadania dla marketingu, supportu i sprzedaży przy każdym wydaniu.'],
          ['Kalendarz wydań', 'Sprawdzaj, co i kiedy trafia do klientów, we wszystkich produktach.'],
          ['Pulpity premier', 'Wykorzystanie i opinie po premierze.'],
        ],
      },
    ],
    story: {
      quote: 'Nasza roadmapa była kiedyś slajdem, który po tygodniu był już nieaktualny. Teraz to żywa tablica, którą śledzi cała firma.',
      person: 'Aiko Tanaka',
      role: 'Menedżerka grupy produktów',
      company: 'Sora Mobility',
    },
    faq: [
      ['Czy współpracuje z narzędziami programistów?', 'Tak. Synchronizuj z Jirą, GitHubem i GitLabem albo prowadź prace programistyczne w {brand} dev.'],
      ['Czy niektóre plany mogą pozostać prywatne?', 'Tak. Prywatne tablice i uprawnienia sprawiają, że wczesne plany zostają w zespole produktowym.'],
      ['Czy jest szablon roadmapy?', 'Tak, nawet kilka: roadmapa kwartalna, plan wydań i prośby o funkcje.'],
    ],
    cta: { heading: 'Wypróbuj {brand} dla zespołów produktowych za darmo', text: 'Zacznij od szablonu roadmapy produktu.' },
  },
  agile: {
    title: 'Zwinne zarządzanie projektami',
    summary: 'Sprinty, backlogi i retrospektywy dla zespołów zwinnych.',
    overview:
      'Zespoły zwinne prowadzą w {brand} sprinty, backlogi i retrospektywy, mogąc swobodnie pracować w Scrumie, Kanbanie lub łącząc oba podejścia, a raporty są zrozumiałe dla reszty firmy.',
    sections: [
      {
        heading: 'Backlogi i sprinty',
        intro: 'Wszystko, czego potrzebuje zespół scrumowy.',
        items: [
          ['Porządkowanie backlogu', 'Ustalaj priorytety, szacuj i dziel historyjki razem z całym zespołem.'],
          ['Tablice sprintu', 'Zaplanuj sprint i śledź go na tablicy Kanban.'],
          ['Punkty historyjek', 'Szacuj pracę i obserwuj, jak zmienia się velocity.'],
        ],
      },
      {
        heading: 'Kanban dla płynności',
        intro: 'Ogranicz pracę w toku i popraw przepływ.',
        items: [
          ['Limity WIP', 'Kolumny ostrzegają, gdy w toku jest zbyt wiele zadań.'],
          ['Czas cyklu', 'Zobacz, ile trwa praca od rozpoczęcia do ukończenia.'],
          ['Tory', 'Grupuj według priorytetu, osoby odpowiedzialnej lub rodzaju pracy.'],
        ],
      },
      {
        heading: 'Ciągłe doskonalenie',
        intro: 'Ucz się z każdej iteracji.',
        items: [
          ['Tablica retrospektywy', 'Zbierz, co poszło dobrze, a co warto zmienić, i przydziel działania.'],
          ['Wykresy spalania', 'Codziennie śledź postęp w realizacji celu sprintu.'],
          ['Pulpity zespołu', 'Velocity, zmiany zakresu i błędy w każdym sprincie.'],
        ],
      },
    ],
    story: {
      quote:
        'Prowadzimy w {brand} dwanaście zespołów scrumowych. Planowanie zajmuje o połowę mniej czasu niż kiedyś, a kierownictwo wreszcie czyta nasze raporty ze sprintów.',
      person: 'Lukas Nowak',
      role: 'Trener Agile',
      company: 'Vistula Bank',
    },
    faq: [
      ['Scrum czy Kanban?', 'Jedno i drugie. Każdy zespół może pracować w sprintach, w przepływie Kanban lub łączyć oba sposoby.'],
      ['Czy możemy skalować zwinność na wiele zespołów?', 'Tak. Tablice portfela i pulpity zbierają pracę wielu zespołów i programów.'],
      ['Czy jest szablon sprintu?', 'Tak: w zestawie są szablony planowania sprintu, backlogu i retrospektywy.'],
    ],
    cta: { heading: 'Wypróbuj {brand} dla zespołów zwinnych za darmo', text: 'Rozpocznij pierwszy sprint jeszcze dziś.' },
  },
  productionManagement: {
    title: 'Zarządzanie produkcją',
    summary: 'Planuj serie produkcyjne, śledź zamówienia i zarządzaj zapasami.',
    overview:
      'Producenci i zespoły produkcyjne planują w {brand} serie produkcyjne, śledzą zamówienia i zarządzają zapasami, łącząc halę produkcyjną ze sprzedażą i zakupami.',
    sections: [
      {
        heading: 'Planuj produkcję',
        intro: 'Harmonogram, któremu ufają wszyscy.',
        items: [
          ['Harmonogram produkcji', 'Planuj serie na wykresie Gantta, z maszynami i brygadami.'],
          ['Moce produkcyjne', 'Sprawdź obciążenie każdej linii i zmiany, zanim przyjmiesz zamówienie.'],
          ['Zestawienia materiałowe', 'Powiąż każde zamówienie z potrzebnymi częściami.'],
        ],
      },
      {
        heading: 'Śledź każde zamówienie',
        intro: 'Od zamówienia zakupu do dostawy.',
        items: [
          ['Śledzenie zamówień', 'Status każdego zamówienia, aktualizowany z hali na telefonie.'],
          ['Kontrola jakości', 'Listy kontrolne i zdjęcia z każdej inspekcji.'],
          ['Zarządzanie dostawcami', 'Zamówienia zakupu i terminy dostaw dla każdego dostawcy.'],
        ],
      },
      {
        heading: 'Kontroluj zapasy',
        intro: 'Właściwy zapas we właściwym czasie.',
        items: [
          ['Tablica magazynowa', 'Stany magazynowe według pozycji i lokalizacji.'],
          ['Alerty o ponownym zamówieniu', 'Automatyzacje ostrzegają, gdy zapas spadnie poniżej minimum.'],
          ['Pulpit operacyjny', 'Produkcja, opóźnienia i zapasy w jednym rzucie oka.'],
        ],
      },
    ],
    story: {
      quote: 'Dział sprzedaży widzi teraz, gdzie jest każde zamówienie, bez dzwonienia do zakładu. Terminowość dostaw wzrosła z 78% do 95%.',
      person: 'Marco Bianchi',
      role: 'Dyrektor operacyjny',
      company: 'Officine Rossi',
    },
    faq: [
      ['Czy zastępuje nasz system ERP?', 'Nie. {brand} działa obok Twojego systemu ERP i synchronizuje zamówienia oraz zapasy przez integracje lub API.'],
      ['Czy może z niego korzystać hala produkcyjna?', 'Tak, na tabletach i telefonach, z prostymi formularzami do aktualizacji.'],
      ['Czy jest szablon produkcyjny?', 'Tak: szablony planowania produkcji, śledzenia zamówień i gospodarki magazynowej.'],
    ],
    cta: { heading: 'Wypróbuj {brand} dla produkcji za darmo', text: 'Zacznij od szablonu planowania produkcji.' },
  },
} satisfies Messages['useCasePages']

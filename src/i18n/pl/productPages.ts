/** Polish: the work management, dev and service product pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const productPages = {
  faqHeading: 'Najczęściej zadawane pytania',
  workManagement: {
    title: 'Zarządzanie pracą',
    summary: 'Planuj, śledź i realizuj każdy projekt, od prostych zadań po portfele całej firmy.',
    overview:
      '{brand} Zarządzanie pracą daje każdemu zespołowi jedno miejsce do planowania, realizacji i śledzenia pracy. Twórz tablice dla projektów, zgłoszeń i procesów, oglądaj je jako tabelę, Kanban, Gantt lub kalendarz, a przekazywanie zadań zostaw automatyzacjom. Menedżerowie widzą postępy bez dopytywania o status.',
    sections: [
      {
        heading: 'Planuj każdy projekt po swojemu',
        intro: 'Zacznij od szablonu lub pustej tablicy i dopasuj ją do tego, jak Twój zespół już pracuje.',
        items: [
          [
            'Tablice do wszystkiego',
            'Projekty, kampanie, zgłoszenia i procesy z kolumnami, których potrzebujesz: osoby odpowiedzialne, terminy, statusy, budżety i pliki.',
          ],
          ['Widoki dla każdej roli', 'Przełączaj się między tabelą, Kanbanem, Ganttem, kalendarzem i obciążeniem na tych samych danych, bez kopiowania.'],
          ['Szablony na szybki start', 'Ponad 200 szablonów, od premiery produktu po wdrażanie klientów, gotowych do użycia jednym kliknięciem.'],
        ],
      },
      {
        heading: 'Zautomatyzuj rutynę',
        intro: 'Reguły, które każdy ustawi prostym językiem, przejmują powtarzalne kroki.',
        items: [
          [
            'Automatyzacje bez kodu',
            '„Gdy status zmieni się na Gotowe, powiadom zgłaszającego i przenieś element do Dostarczone.” Konfiguracja zajmuje minutę.',
          ],
          ['Przypomnienia na czas', 'Powiadomienia przed terminem i eskalacje sprawiają, że żaden termin nie minie niezauważony.'],
          ['Integracje', 'Połącz pocztę, czat, kalendarze, magazyny plików i ponad 70 innych narzędzi, z których korzystają Twoje zespoły.'],
        ],
      },
      {
        heading: 'Pełny obraz w czasie rzeczywistym',
        intro: 'Pulpity zbierają dane ze wszystkich tablic, więc kierownictwo widzi to, co ważne, bez proszenia o raport.',
        items: [
          ['Pulpity', 'Łącz do 50 tablic w wykresy, liczby, osie czasu i widżety obciążenia.'],
          ['Widok portfela', 'Śledź budżety, ryzyka i kamienie milowe wszystkich projektów w jednym zestawieniu.'],
          ['Równoważenie obciążenia', 'Zobacz, kto ma za dużo na głowie, i przydziel pracę na nowo, zanim pojawi się problem.'],
        ],
      },
      {
        heading: 'Bezpieczne i gotowe na rozwój',
        intro: 'Od pięcioosobowego zespołu po organizację liczącą 50 000 osób, z kontrolą, jakiej wymaga dział IT.',
        items: [
          ['Uprawnienia', 'Uprawnienia na poziomie tablic, kolumn i obszarów roboczych sprawiają, że poufna praca jest widoczna tylko dla właściwych osób.'],
          [
            'Bezpieczeństwo klasy enterprise',
            'SSO, dziennik audytu, przechowywanie danych w UE, USA lub Australii oraz certyfikaty ISO 27001 i SOC 2 Type II.',
          ],
          ['Goście', 'Zapraszaj klientów i wykonawców tylko do tablic, nad którymi pracują, i do niczego więcej.'],
        ],
      },
    ],
    story: {
      quote:
        'W jeden kwartał przenieśliśmy 40 zespołów z arkuszy kalkulacyjnych i trzech różnych narzędzi do {brand}. Spotkania statusowe skróciły się z godziny do piętnastu minut tygodniowo, bo wszyscy widzą już tę samą tablicę.',
      person: 'Hannah Okafor',
      role: 'Dyrektorka PMO',
      company: 'Northwind Logistics',
    },
    faq: [
      [
        'Ile czasu zajmuje rozpoczęcie pracy?',
        'Większość zespołów tworzy pierwszą tablicę z szablonu w mniej niż dziesięć minut. Większe wdrożenia trwają zwykle od dwóch do sześciu tygodni z pomocą naszego zespołu wdrożeniowego lub certyfikowanego partnera.',
      ],
      [
        'Czy mogę zaimportować istniejące projekty?',
        'Tak. Importuj z Excela, CSV, Arkuszy Google, Trello, Asany i Jiry, a kolumny zostaną dopasowane automatycznie.',
      ],
      [
        'Czy jest darmowy plan?',
        'Tak. Plan Free jest bezpłatny na zawsze dla maksymalnie dwóch użytkowników. Płatne plany można testować za darmo przez 14 dni, bez karty kredytowej.',
      ],
      ['W jakich językach dostępny jest {brand}?', 'Produkt jest dostępny w 14 językach, a każdy wybiera swój własny.'],
    ],
    cta: { heading: 'Wypróbuj {brand} za darmo', text: 'Bez karty kredytowej. Pierwsza tablica jest gotowa w kilka minut.' },
  },
  dev: {
    title: '{brand} dev',
    summary: 'Planuj sprinty, śledź błędy i wydawaj nowe wersje razem z całym zespołem produktowym.',
    overview:
      '{brand} dev łączy menedżerów produktu, programistów i projektantów na jednej platformie: roadmapy, sprinty, błędy i wydania, powiązane z kodem. Od programisty po prezesa każdy widzi, co i kiedy trafi do użytkowników, bez kolejnego spotkania statusowego.',
    sections: [
      {
        heading: 'Roadmapy, które każdy zrozumie',
        intro: 'Połącz strategię z pracą, która ją realizuje.',
        items: [
          ['Roadmapy produktu', 'Planuj inicjatywy i epiki na osi czasu i udostępniaj całej firmie widok tylko do odczytu.'],
          ['Prośby o funkcje', 'Zbieraj opinie klientów i zespołów oraz ustalaj priorytety według wpływu i nakładu pracy.'],
          ['Planowanie zasobów', 'Porównaj roadmapę z dostępnymi osobami, zanim zobowiążesz się do terminu.'],
        ],
      },
      {
        heading: 'Sprinty bez biurokracji',
        intro: 'Zwinne ceremonie, które zajmują minuty, a nie godziny.',
        items: [
          ['Planowanie sprintu', 'Przenieś elementy z backlogu do sprintu, oszacuj je w story pointach i zaczynaj.'],
          ['Burndown i velocity', 'Wykresy aktualizują się wraz z postępem prac, więc w połowie sprintu wiesz, czy cel jest wciąż osiągalny.'],
          ['Retrospektywy', 'Wbudowana tablica na to, co poszło dobrze, co nie, i na uzgodnione działania.'],
        ],
      },
      {
        heading: 'Błędy śledzone od zgłoszenia do wydania',
        intro: 'Szybko ustalaj priorytety i informuj klientów na bieżąco.',
        items: [
          ['Śledzenie błędów', 'Waga, kroki do odtworzenia, zrzuty ekranu i osoba odpowiedzialna dla każdego błędu.'],
          ['Integracja z Git', 'Łącz commity i pull requesty z GitHuba i GitLaba; elementy przesuwają się, gdy kod zostanie scalony.'],
          ['Informacje o wydaniu', 'Generuj informacje o wydaniu z elementów danej wersji, gotowe do publikacji.'],
        ],
      },
    ],
    story: {
      quote:
        'Inżynierowie, dział produktu i wsparcie wreszcie patrzą na tę samą listę błędów. Mediana czasu naprawy krytycznego błędu spadła z dziewięciu dni do dwóch.',
      person: 'Mei Lin Chen',
      role: 'Szefowa inżynierii',
      company: 'Quantia Health',
    },
    faq: [
      [
        'Czy {brand} dev zastępuje Jirę?',
        'Wiele zespołów całkowicie rezygnuje z Jiry; inne na czas przejścia synchronizują oba narzędzia w obie strony dzięki naszej integracji z Jirą.',
      ],
      ['Z jakimi platformami kodu się integrujecie?', 'Z GitHubem, GitLabem i Bitbucketem, w chmurze i na własnych serwerach.'],
      [
        'Czy mogą z niego korzystać osoby spoza zespołu technicznego?',
        'Tak. Sprzedaż, wsparcie i zarząd śledzą roadmapy i zgłaszają pomysły bez nauki narzędzia dla programistów.',
      ],
    ],
    cta: { heading: 'Wypróbuj {brand} dev za darmo', text: 'Zaplanuj kolejny sprint w kilka minut. Bez karty kredytowej.' },
  },
  service: {
    title: '{brand} service',
    summary: 'Rozwiązuj zgłoszenia szybciej dzięki zarządzaniu usługami wspieranemu przez AI.',
    overview:
      '{brand} service to wspierany przez AI service desk dla zespołów IT, HR i obsługi klienta. Zgłoszenia napływają e-mailem, przez portal lub czat, AI je sortuje i kieruje dalej, a konsultanci rozwiązują je razem ze wszystkimi potrzebnymi zespołami na tej samej platformie.',
    sections: [
      {
        heading: 'Wszystkie zgłoszenia w jednej kolejce',
        intro: 'Koniec ze zgłoszeniami zagubionymi w skrzynkach i wątkach czatu.',
        items: [
          ['Zgłoszenia wielokanałowe', 'E-mail, portal, czat i formularze tworzą zgłoszenia w tej samej kolejce.'],
          ['Portal samoobsługowy', 'Portal w barwach Twojej marki z bazą wiedzy odpowiada na typowe pytania, zanim staną się zgłoszeniami.'],
          ['SLA', 'Cele czasu reakcji i rozwiązania dla każdego priorytetu, z ostrzeżeniem przed przekroczeniem.'],
        ],
      },
      {
        heading: 'AI robi pierwszy przegląd',
        intro: 'Konsultanci zaczynają tam, gdzie kończy AI.',
        items: [
          ['Automatyczna klasyfikacja', 'AI przypisuje każdemu zgłoszeniu typ, pilność i wydźwięk, a następnie kieruje je do właściwego zespołu.'],
          ['Sugerowane odpowiedzi', 'Projekty odpowiedzi na podstawie bazy wiedzy i wcześniejszych zgłoszeń, gotowe do sprawdzenia przez konsultanta.'],
          ['Podobne zgłoszenia', 'Wykrywaj incydenty wcześnie, gdy wiele osób zgłasza ten sam problem.'],
        ],
      },
      {
        heading: 'Obsługa, która łączy całą organizację',
        intro: 'Pracuj z zespołami, które znają odpowiedź.',
        items: [
          ['Eskalacje', 'Eskaluj do inżynierii, finansów lub administracji na ich własnych tablicach, z powiązanym zgłoszeniem.'],
          ['Zarządzanie zasobami', 'Śledź laptopy, licencje i sprzęt oraz sprawdzaj historię zgłoszeń każdego zasobu.'],
          ['Raporty', 'Liczba zgłoszeń, czas pierwszej odpowiedzi, zadowolenie klientów i obciążenie konsultantów na pulpitach na żywo.'],
        ],
      },
    ],
    story: {
      quote:
        'Zastąpiliśmy stary helpdesk w sześć tygodni. Klasyfikacja AI zajmuje się wstępnym sortowaniem, a czas pierwszej odpowiedzi spadł z ośmiu godzin do niecałej godziny.',
      person: 'Samuel Adeyemi',
      role: 'Kierownik usług IT',
      company: 'Meridian University',
    },
    faq: [
      ['Jakie zespoły korzystają z {brand} service?', 'IT, HR, administracja, dział prawny i obsługa klienta, każdy z własnymi kolejkami i portalem.'],
      [
        'Czy AI widzi moje dane?',
        'Funkcje AI działają wewnątrz {brand}; Twoje dane nigdy nie służą do trenowania modeli dla innych klientów. Administratorzy mogą wyłączyć funkcje AI.',
      ],
      ['Czy klienci mogą wysyłać zgłoszenia e-mailem?', 'Tak. Każda kolejka ma własny adres, a odpowiedzi trafiają do tego samego zgłoszenia.'],
    ],
    cta: { heading: 'Wypróbuj {brand} service za darmo', text: 'Uruchom pierwszą kolejkę i portal w jedno popołudnie.' },
  },
} satisfies Messages['productPages']

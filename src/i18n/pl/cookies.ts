/** Polish: the cookie banner, the preferences dialog and the cookie table. */
import type { Messages } from '../messages-shape'

export const cookies = {
  cookieSettings: 'Ustawienia plików cookie',
  cookieBannerTitle: 'Szanujemy Twoją prywatność',
  cookieBannerBody:
    'Używamy plików cookie, aby ta witryna działała, aby zrozumieć, jak jest używana, i aby wyświetlać trafne reklamy. Wybierz, na które się zgadzasz.',
  cookieAcceptAll: 'Akceptuj wszystkie',
  cookieRejectAll: 'Odrzuć wszystkie',
  cookiePreferences: 'Preferencje',
  cookieSave: 'Zapisz wybór',
  cookieCategoryNecessary: 'Niezbędne',
  cookieCategoryFunctional: 'Funkcjonalne',
  cookieCategoryAnalytics: 'Analityczne',
  cookieCategoryMarketing: 'Marketingowe',
  cookiePolicy: 'Polityka plików cookie',
  cookiePreferencesTitle: 'Preferencje plików cookie',
  cookiePreferencesBody:
    'Wybierz, których plików cookie możemy używać. Wybór możesz w każdej chwili zmienić w „Ustawieniach plików cookie” na dole każdej strony.',
  cookieAlwaysOn: 'Zawsze włączone',
  cookieClose: 'Zamknij',
  cookieCategoryNecessaryDescription: 'Niezbędne do działania witryny i zapamiętania Twoich wyborów, takich jak język i to ustawienie.',
  cookieCategoryFunctionalDescription: 'Zapamiętują Twoje wybory, np. zastosowanie, aby dopasować strony i przenieść je na Twoje konto.',
  cookieCategoryAnalyticsDescription: 'Pomagają nam zrozumieć, jak korzystasz z witryny, abyśmy mogli ją ulepszać.',
  cookieCategoryMarketingDescription: 'Przypisują Twoją wizytę do kampanii i partnerów, dzięki którym tu trafiłeś, oraz wyświetlają trafne reklamy.',
  cookieTableName: 'Plik cookie',
  cookieTablePurpose: 'Cel',
  cookieTableExpiry: 'Wygasa po',
  cookieTableDomain: 'Domena',
  cookieDomainDefault: 'Ta witryna',
  cookieSaved: 'Twój wybór plików cookie został zapisany.',
  cookieSummaryTitle: 'Nasze pliki cookie w prostych słowach',
  cookieSummaryYourChoice: 'Twój wybór',
  cookieSummaryNecessary: 'Zapewniają działanie strony i zapamiętują Twoje wybory, na przykład język. Nie można ich wyłączyć.',
  cookieSummaryFunctional: 'Zapamiętują to, co wybierasz, na przykład zastosowanie, aby strony odpowiadały Twoim potrzebom.',
  cookieSummaryAnalytics: 'Pokazują nam, które strony są czytane i których przycisków się używa, abyśmy mogli ulepszać stronę.',
  cookieSummaryMarketing: 'Mówią nam, które reklamy i którzy partnerzy Cię tu przyprowadzili, i pomagają pokazywać Ci dopasowane reklamy.',
  cookieSummarySettings:
    'Wybór możesz w każdej chwili zmienić w „Ustawieniach plików cookie” na dole każdej strony. Pełna lista plików cookie znajduje się poniżej.',
} satisfies Messages['cookies']

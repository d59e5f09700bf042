/** German: the cookie banner, the preferences dialog and the cookie table. */
import type { Messages } from '../messages-shape'

export const cookies = {
  cookieSettings: 'Cookie-Einstellungen',
  cookieBannerTitle: 'Ihre Privatsphäre ist uns wichtig',
  cookieBannerBody:
    'Wir verwenden Cookies, um diese Website zu betreiben, ihre Nutzung zu verstehen und relevante Werbung anzuzeigen. Wählen Sie, welche Sie zulassen.',
  cookieAcceptAll: 'Alle akzeptieren',
  cookieRejectAll: 'Alle ablehnen',
  cookiePreferences: 'Einstellungen',
  cookieSave: 'Auswahl speichern',
  cookieCategoryNecessary: 'Notwendig',
  cookieCategoryFunctional: 'Funktional',
  cookieCategoryAnalytics: 'Statistik',
  cookieCategoryMarketing: 'Marketing',
  cookiePolicy: 'Cookie-Richtlinie',
  cookiePreferencesTitle: 'Cookie-Einstellungen',
  cookiePreferencesBody:
    'Wählen Sie, welche Cookies wir verwenden dürfen. Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
  cookieAlwaysOn: 'Immer aktiv',
  cookieClose: 'Schließen',
  cookieCategoryNecessaryDescription: 'Nötig, damit die Website funktioniert und sich Ihre Auswahl merkt, etwa Ihre Sprache und diese Einstellung.',
  cookieCategoryFunctionalDescription: 'Merken sich Ihre Auswahl, etwa Ihren Anwendungsfall, um Seiten anzupassen und sie in Ihr Konto zu übernehmen.',
  cookieCategoryAnalyticsDescription: 'Helfen uns zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können.',
  cookieCategoryMarketingDescription: 'Ordnen Ihren Besuch den Kampagnen und Partnern zu, über die Sie gekommen sind, und zeigen Ihnen passende Werbung.',
  cookieTableName: 'Cookie',
  cookieTablePurpose: 'Zweck',
  cookieTableExpiry: 'Läuft ab nach',
  cookieTableDomain: 'Domain',
  cookieDomainDefault: 'Diese Website',
  cookieSaved: 'Ihre Cookie-Auswahl wurde gespeichert.',
  cookieSummaryTitle: 'Unsere Cookies in einfachen Worten',
  cookieSummaryYourChoice: 'Ihre Wahl',
  cookieSummaryNecessary:
    'Sorgen dafür, dass die Website funktioniert, und merken sich Ihre Entscheidungen, etwa Ihre Sprache. Sie lassen sich nicht abschalten.',
  cookieSummaryFunctional: 'Merken sich, was Sie auswählen, etwa Ihren Anwendungsfall, damit die Seiten zu Ihrem Bedarf passen.',
  cookieSummaryAnalytics: 'Zeigen uns, welche Seiten gelesen und welche Schaltflächen genutzt werden, damit wir die Website verbessern können.',
  cookieSummaryMarketing: 'Verraten uns, welche Anzeigen und Partner Sie hierhergeführt haben, und helfen uns, Ihnen passende Anzeigen zu zeigen.',
  cookieSummarySettings:
    'Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern. Darunter finden Sie alle Cookies im Einzelnen.',
} satisfies Messages['cookies']

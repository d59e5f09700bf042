/** French: the cookie banner, the preferences dialog and the cookie table. */
import type { Messages } from '../messages-shape'

export const cookies = {
  cookieSettings: 'Paramètres des cookies',
  cookieBannerTitle: 'Votre vie privée compte pour nous',
  cookieBannerBody:
    'Nous utilisons des cookies pour faire fonctionner ce site, comprendre comment il est utilisé et afficher des publicités pertinentes. Choisissez ceux que vous autorisez.',
  cookieAcceptAll: 'Tout accepter',
  cookieRejectAll: 'Tout refuser',
  cookiePreferences: 'Préférences',
  cookieSave: 'Enregistrer mes choix',
  cookieCategoryNecessary: 'Nécessaires',
  cookieCategoryFunctional: 'Fonctionnels',
  cookieCategoryAnalytics: 'Mesure d’audience',
  cookieCategoryMarketing: 'Marketing',
  cookiePolicy: 'Politique relative aux cookies',
  cookiePreferencesTitle: 'Préférences en matière de cookies',
  cookiePreferencesBody:
    'Choisissez les cookies que nous pouvons utiliser. Vous pouvez modifier votre choix à tout moment via «\u00a0Paramètres des cookies\u00a0», en bas de chaque page.',
  cookieAlwaysOn: 'Toujours actifs',
  cookieClose: 'Fermer',
  cookieCategoryNecessaryDescription: 'Indispensables au fonctionnement du site et à la mémorisation de vos choix, comme votre langue et ce réglage.',
  cookieCategoryFunctionalDescription: 'Mémorisent vos choix, comme votre cas d’usage, pour adapter les pages et les reporter dans votre compte.',
  cookieCategoryAnalyticsDescription: 'Nous aident à comprendre comment le site est utilisé, afin de l’améliorer.',
  cookieCategoryMarketingDescription: 'Attribuent votre visite aux campagnes et partenaires qui vous ont amené ici, et affichent des publicités pertinentes.',
  cookieTableName: 'Cookie',
  cookieTablePurpose: 'Finalité',
  cookieTableExpiry: 'Expire après',
  cookieTableDomain: 'Domaine',
  cookieDomainDefault: 'Ce site',
  cookieSaved: 'Votre choix en matière de cookies a été enregistré.',
  cookieSummaryTitle: 'Nos cookies en quelques mots',
  cookieSummaryYourChoice: 'À vous de choisir',
  cookieSummaryNecessary: 'Ils font fonctionner le site et retiennent vos choix, comme votre langue. Ils ne peuvent pas être désactivés.',
  cookieSummaryFunctional: 'Ils retiennent ce que vous choisissez, comme votre cas d’usage, pour que les pages correspondent à vos besoins.',
  cookieSummaryAnalytics: 'Ils nous montrent quelles pages sont lues et quels boutons sont utilisés, pour que nous puissions améliorer le site.',
  cookieSummaryMarketing:
    'Ils nous indiquent quelles publicités et quels partenaires vous ont amené ici, et nous aident à vous montrer des publicités adaptées.',
  cookieSummarySettings:
    'Vous pouvez modifier votre choix à tout moment via «\u00a0Paramètres des cookies\u00a0», en bas de chaque page. Tous les cookies sont listés ci-dessous.',
} satisfies Messages['cookies']

/** French: the CRM, email campaigns and contact sales pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const salesPages = {
  crm: {
    title: '{brand} CRM',
    summary: 'Le CRM que vos commerciaux utiliseront vraiment : leads, affaires et comptes au même endroit.',
    overview:
      '{brand} CRM est le logiciel de gestion de la relation client que votre équipe commerciale utilisera vraiment. Captez les leads de tous vos canaux, faites avancer les affaires dans un pipeline conçu par vous et laissez les automatisations enregistrer les e-mails et programmer les relances : vos commerciaux passent leur journée à vendre, pas à mettre à jour des fiches.',
    sections: [
      {
        heading: 'Un pipeline adapté à votre processus de vente',
        intro: 'Définissez vos propres étapes, champs et types d’affaires, sans consultant.',
        items: [
          [
            'Gestion des leads',
            'Captez les leads issus des formulaires web, des e-mails et des publicités, notez-les et attribuez-les automatiquement au bon commercial.',
          ],
          [
            'Pipeline des affaires',
            'Glissez les affaires d’une étape à l’autre, voyez la valeur pondérée de chaque étape et repérez d’un coup d’œil celles qui stagnent.',
          ],
          ['Contacts et comptes', 'Chaque e-mail, appel, rendez-vous et fichier d’un client réunis sur une seule chronologie.'],
        ],
      },
      {
        heading: 'Automatisez l’administratif, pas la relation',
        intro: 'Laissez le CRM s’occuper de la saisie.',
        items: [
          ['Synchronisation des e-mails', 'La synchronisation bidirectionnelle avec Gmail et Outlook rattache chaque échange au bon contact.'],
          ['Séquences', 'Envoyez des séquences de relance personnalisées qui s’arrêtent dès que le prospect répond.'],
          ['Suivi des activités', 'Appels, rendez-vous et tâches sont consignés et les rappels programmés sans quitter l’affaire.'],
        ],
      },
      {
        heading: 'Des prévisions fiables',
        intro: 'Des rapports auxquels la direction commerciale se fie, mis à jour en temps réel.',
        items: [
          ['Prévisions de ventes', 'Prévoyez par probabilité d’étape, par commercial et par trimestre, et comparez avec vos objectifs.'],
          ['Tableaux de bord', 'Taux de conversion, couverture du pipeline, vitesse des affaires et performance de l’équipe sur un seul écran.'],
          ['Devis et factures', 'Générez depuis une affaire des devis à vos couleurs, produits et prix déjà renseignés.'],
        ],
      },
      {
        heading: 'Connecté au reste de l’entreprise',
        intro: 'Bouclez la boucle entre ventes, marketing, intégration client et service.',
        items: [
          ['Passages de relais', 'Une affaire gagnée crée automatiquement le projet d’intégration dans la gestion du travail.'],
          ['Campagnes e-mail', 'Envoyez newsletters et campagnes de nurturing aux segments du CRM sans exporter de listes.'],
          ['Applications mobiles', 'Mettez à jour vos affaires et consignez vos appels depuis iOS et Android, entre deux rendez-vous.'],
        ],
      },
    ],
    story: {
      quote:
        'Dès le premier mois, nos commerciaux ont abandonné leurs propres tableurs. Avec {brand} CRM, nous voyons tout le pipeline chaque lundi, et la précision de nos prévisions est passée de 60 % à plus de 90 %.',
      person: 'Diego Ramírez',
      role: 'Vice-président des ventes',
      company: 'Brightline Solar',
    },
    faq: [
      [
        'Puis-je migrer depuis un autre CRM ?',
        'Oui. Importez contacts, comptes et affaires depuis Salesforce, HubSpot, Pipedrive ou n’importe quel fichier CSV, historique compris.',
      ],
      [
        'Le CRM fonctionne-t-il avec ma messagerie ?',
        'Gmail et Outlook se synchronisent dans les deux sens ; e-mails, rendez-vous et appels sont rattachés au bon contact.',
      ],
      [
        'Comment le CRM est-il facturé ?',
        'Par utilisateur, avec les offres Basic, Standard et Pro et une tarification Enterprise sur mesure. Le paiement annuel fait économiser 20 %.',
      ],
      [
        'Les données de mes clients sont-elles en sécurité ?',
        'Les données sont chiffrées en transit et au repos, hébergées dans la région de votre choix et couvertes par nos certifications ISO 27001 et SOC 2 Type II.',
      ],
    ],
    cta: { heading: 'Essayez {brand} CRM gratuitement', text: 'Gratuit pendant 14 jours, sans carte bancaire. Importez vos contacts en quelques minutes.' },
  },
  crmFormHeading: 'Découvrez le CRM en action',
  crmFormIntro: 'Réservez une démonstration personnalisée avec un expert CRM.',
  emailCampaigns: {
    title: 'Campagnes e-mail',
    summary: 'Envoyez vos campagnes e-mail depuis l’outil où vous gérez déjà vos contacts.',
    overview:
      '{brand} Campagnes e-mail permet au marketing et aux ventes d’envoyer newsletters, annonces et campagnes de nurturing aux contacts déjà présents dans votre CRM. Concevez par glisser-déposer, envoyez au bon moment et suivez ouvertures, clics et chiffre d’affaires à côté du reste de votre travail marketing.',
    sections: [
      {
        heading: 'Des e-mails conçus en quelques minutes',
        intro: 'De beaux e-mails fidèles à votre marque, sans graphiste.',
        items: [
          ['Éditeur glisser-déposer', 'Composez des e-mails responsives à partir de blocs, ou partez de l’un de nos 50 modèles.'],
          ['Kit de marque', 'Votre logo, vos couleurs et vos polices appliqués automatiquement à chaque campagne.'],
          ['Assistant de rédaction IA', 'Rédigez objets et textes, puis testez les variantes les unes contre les autres.'],
        ],
      },
      {
        heading: 'Touchez les bonnes personnes',
        intro: 'Des segments construits à partir des données du CRM en direct.',
        items: [
          ['Segments', 'Ciblez vos contacts par étape d’affaire, secteur, localisation ou engagement passé.'],
          ['Parcours automatisés', 'Séries de bienvenue, renouvellements et campagnes de réactivation qui tournent toutes seules.'],
          ['Gestion du consentement', 'Double opt-in, liens de désinscription et centres de préférences conformes au RGPD.'],
        ],
      },
      {
        heading: 'Mesurez ce qui compte',
        intro: 'Du taux d’ouverture au chiffre d’affaires.',
        items: [
          ['Rapports de campagne', 'Ouvertures, clics, rebonds et désinscriptions par campagne et par lien.'],
          ['Tests A/B', 'Testez objets et contenus sur un échantillon, puis envoyez la version gagnante à tous les autres.'],
          ['Attribution du chiffre d’affaires', 'Voyez quelles campagnes ont influencé les affaires de votre pipeline CRM.'],
        ],
      },
    ],
    story: {
      quote:
        'Le marketing et les ventes partagent enfin une seule liste de contacts. Notre newsletter part désormais vers des segments construits à partir des affaires en cours, et le taux de clic a doublé en trois mois.',
      person: 'Chloé Martin',
      role: 'Responsable marketing',
      company: 'Atelier Verde',
    },
    faq: [
      [
        'Combien d’e-mails puis-je envoyer ?',
        'Chaque offre comprend un volume d’envoi mensuel par utilisateur ; des volumes plus importants sont disponibles sur demande.',
      ],
      [
        'Mes e-mails arriveront-ils en boîte de réception ?',
        'Nous configurons SPF, DKIM et DMARC avec vous et surveillons la réputation d’envoi sur une infrastructure dédiée.',
      ],
      ['Puis-je importer mes abonnés actuels ?', 'Oui, avec leurs preuves de consentement, depuis un fichier CSV ou depuis Mailchimp.'],
    ],
    cta: { heading: 'Essayez {brand} Campagnes e-mail gratuitement', text: 'Envoyez votre première campagne dès aujourd’hui. Sans carte bancaire.' },
  },
  contactTitle: 'Contacter l’équipe commerciale',
  contactSummary: 'Parlez-nous de votre équipe : nous trouverons ensemble l’offre qui vous convient.',
  contactFormHeading: 'Parlez-nous de votre équipe',
  contactFormIntro: 'Un expert commercial vous aidera à choisir la bonne offre et répondra à vos questions.',
  defaultBody: '{brand} aligne toutes vos équipes, du premier plan jusqu’à la livraison finale.',
  defaultBodyMore: 'Partez d’un modèle, invitez votre équipe et façonnez le workflow au fil de l’eau, sans écrire une ligne de code.',
} satisfies Messages['salesPages']

/** French: the privacy policy, terms of service, accessibility statement and cookie policy the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const legalPages = {
  privacy: {
    title: 'Politique de confidentialité',
    summary: 'Ce que nous collectons, pourquoi, et les choix dont vous disposez.',
    intro: [
      'Dernière mise à jour : 1er septembre 2026',
      'Cette politique explique quelles données personnelles {brand} Ltd. (« {brand} », « nous ») collecte lorsque vous visitez nos sites, utilisez nos produits ou nous contactez, pourquoi nous les collectons, combien de temps nous les conservons et quels sont vos droits. {brand} Ltd., 12 Harbour Street, Londres EC2A 4NE, Royaume-Uni, est responsable du traitement des données décrites ici. Lorsque nous traitons des données pour le compte de nos clients dans le produit, le client est responsable du traitement et notre accord de traitement des données s’applique.',
    ],
    sections: [
      {
        heading: 'Ce que nous collectons',
        body: [
          [
            'Données de compte : votre nom, votre adresse e-mail professionnelle, votre mot de passe (stocké sous forme de hachage), votre entreprise, votre fonction et votre langue.',
            'Données de contact et commerciales : ce que vous nous indiquez dans les formulaires, e-mails, appels et rendez-vous, comme la taille de l’équipe, le numéro de téléphone et le pays.',
            'Données d’utilisation : pages consultées, fonctionnalités utilisées, appareil, navigateur, localisation approximative déduite de votre adresse IP, et erreurs.',
            'Données de paiement : adresse de facturation et les quatre derniers chiffres de votre carte ; les numéros de carte sont traités par notre prestataire de paiement.',
            'Cookies et technologies similaires, comme décrit dans notre politique relative aux cookies.',
          ],
        ],
      },
      {
        heading: 'Pourquoi nous les utilisons, et sur quelle base juridique',
        body: [
          [
            'Pour fournir le service et vous accompagner (exécution d’un contrat).',
            'Pour sécuriser le service, prévenir la fraude et améliorer nos produits (nos intérêts légitimes).',
            'Pour vous envoyer des nouveautés et des communications marketing, dont vous pouvez vous désabonner à tout moment (consentement, ou intérêts légitimes lorsque la loi le permet).',
            'Pour respecter nos obligations légales, fiscales et comptables (obligation légale).',
          ],
        ],
      },
      {
        heading: 'Avec qui nous les partageons',
        body: [
          'Nous ne vendons jamais de données personnelles. Nous les partageons uniquement avec des prestataires qui les traitent pour notre compte en vertu d’un contrat (hébergement, envoi d’e-mails, paiement, outils de support client), avec les sociétés de notre groupe et avec les autorités lorsque la loi l’exige. La liste à jour de nos sous-traitants est publiée dans notre centre de confiance.',
        ],
      },
      {
        heading: 'Transferts internationaux',
        body: [
          'Les clients choisissent où les données de leur compte sont hébergées : dans l’Union européenne, aux États-Unis ou en Australie. Lorsque des données quittent l’Espace économique européen ou le Royaume-Uni, nous nous appuyons sur des décisions d’adéquation ou sur les clauses contractuelles types de la Commission européenne, assorties de garanties supplémentaires.',
        ],
      },
      {
        heading: 'Durée de conservation',
        body: [
          'Les données de compte sont conservées tant que votre compte existe et supprimées dans les 90 jours suivant sa clôture. Les dossiers commerciaux sont conservés jusqu’à trois ans après notre dernier contact ; les factures pendant la durée imposée par le droit fiscal (généralement dix ans).',
        ],
      },
      {
        heading: 'Vos droits',
        body: [
          'Vous pouvez demander l’accès à vos données, leur rectification, leur effacement, la limitation de leur traitement ou leur portabilité, et vous opposer à leur traitement, y compris à des fins de prospection. Écrivez à privacy@orbit.example. Vous pouvez également saisir votre autorité de protection des données ; au Royaume-Uni, il s’agit de l’Information Commissioner’s Office.',
        ],
      },
      {
        heading: 'Modifications de cette politique',
        body: [
          'Lorsque nous modifions cette politique de manière significative, nous l’annonçons sur cette page et, pour nos clients, par e-mail au moins 30 jours à l’avance.',
        ],
      },
    ],
  },
  terms: {
    title: 'Conditions d’utilisation',
    summary: 'Les conditions qui s’appliquent lorsque vous utilisez {brand}.',
    intro: [
      'En vigueur au : 1er septembre 2026',
      'Les présentes conditions constituent un contrat entre {brand} Ltd. et le client qui crée un compte ou signe un bon de commande (« vous »). En utilisant {brand}, vous acceptez ces conditions en votre nom ou au nom de l’organisation que vous représentez.',
    ],
    sections: [
      {
        heading: '1. Le service',
        body: [
          '{brand} fournit des logiciels cloud de gestion du travail, de CRM, de développement logiciel, de gestion des services et de campagnes e-mail. Nous pouvons améliorer et modifier les fonctionnalités ; nous ne réduirons pas de manière substantielle les fonctions essentielles d’une offre payante pendant sa durée.',
        ],
      },
      {
        heading: '2. Comptes et utilisateurs',
        body: [
          [
            'Vous êtes responsable des utilisateurs que vous invitez et de la sécurité des identifiants.',
            'Chaque licence est attribuée à une personne nommément désignée ; elle peut être réattribuée, mais pas partagée.',
            'Vous devez avoir au moins 16 ans pour utiliser le service.',
          ],
        ],
      },
      {
        heading: '3. Offres, tarifs et renouvellement',
        body: [
          'Les offres payantes sont facturées d’avance, mensuellement ou annuellement, par licence. Elles sont renouvelées automatiquement pour la même durée, sauf résiliation avant la date de renouvellement. Les prix s’entendent hors taxes. Nous pouvons modifier les prix au renouvellement moyennant un préavis d’au moins 30 jours.',
        ],
      },
      {
        heading: '4. Votre contenu',
        body: [
          'Le contenu que vous placez dans le service vous appartient. Vous nous accordez uniquement les droits nécessaires pour l’héberger, le traiter et l’afficher afin de vous fournir le service. Vous pouvez exporter votre contenu à tout moment.',
        ],
      },
      {
        heading: '5. Utilisation acceptable',
        body: [
          'Vous ne pouvez pas utiliser le service pour enfreindre la loi, envoyer des e-mails en masse non sollicités, porter atteinte aux droits d’autrui, sonder ou perturber nos systèmes, ni revendre le service sans notre accord écrit.',
        ],
      },
      {
        heading: '6. Disponibilité et support',
        body: [
          'Nous visons une disponibilité mensuelle de 99,9 %. Les clients Enterprise bénéficient d’un accord de niveau de service assorti de crédits de service, tel que défini dans leur bon de commande.',
        ],
      },
      {
        heading: '7. Responsabilité',
        body: [
          'Sauf en cas de manquement à la confidentialité, à vos obligations de paiement et aux indemnisations, la responsabilité totale de chaque partie est limitée aux sommes payées au cours des douze mois précédant la réclamation. Aucune partie n’est responsable des dommages indirects ou consécutifs.',
        ],
      },
      {
        heading: '8. Résiliation',
        body: [
          'Vous pouvez résilier à tout moment ; la résiliation prend effet à la fin de la période de facturation en cours. Nous pouvons suspendre, après notification, les comptes qui enfreignent ces conditions, ou immédiatement lorsque la loi ou la sécurité l’exige.',
        ],
      },
      {
        heading: '9. Droit applicable',
        body: [
          'Les présentes conditions sont régies par le droit de l’Angleterre et du pays de Galles ; les tribunaux de Londres sont seuls compétents, sauf si la loi de votre pays de résidence en dispose autrement.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Déclaration d’accessibilité',
    summary: 'Notre engagement pour que {brand} soit utilisable par tous.',
    intro: [
      '{brand} s’engage à rendre son site et ses produits utilisables par tous, y compris par les personnes qui utilisent un lecteur d’écran, la navigation au clavier, la commande vocale ou un agrandissement.',
    ],
    sections: [
      {
        heading: 'État de conformité',
        body: [
          'Ce site vise la conformité aux Règles pour l’accessibilité des contenus Web (WCAG) 2.2 au niveau AA et à la norme européenne EN 301 549. Il est partiellement conforme : la plupart des contenus respectent la norme, à l’exception des points énumérés ci-dessous.',
        ],
      },
      {
        heading: 'Ce que nous faisons',
        body: [
          [
            'Chaque page fait l’objet de contrôles automatisés dans notre chaîne de publication.',
            'Les parcours essentiels (inscription, tarifs, contact commercial) sont testés manuellement avec NVDA, VoiceOver et au clavier seul avant chaque version majeure.',
            'Un auditeur externe examine le site une fois par an ; le dernier audit a eu lieu en juin 2026.',
          ],
        ],
      },
      {
        heading: 'Limites connues',
        body: [
          [
            'Certaines vidéos anciennes du blog et de la bibliothèque de webinaires n’ont pas encore de sous-titres ; nous les ajoutons d’ici fin 2026.',
            'Certains rapports PDF publiés avant 2025 ne sont pas entièrement balisés ; des versions accessibles sont disponibles sur demande.',
          ],
        ],
      },
      {
        heading: 'Retours et contact',
        body: [
          'Si vous rencontrez un obstacle, écrivez à accessibility@orbit.example ou utilisez le formulaire de contact du support. Nous répondons sous deux jours ouvrés et nous efforçons de corriger les obstacles signalés sous 30 jours.',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Politique relative aux cookies',
    summary: 'Les cookies que {brand} dépose sur ce site, à quoi sert chacun et comment modifier votre choix.',
    paragraphs: [
      'Cette politique explique quels cookies {brand} dépose sur ce site, à quoi sert chacun d’eux et combien de temps il est conservé.',
      'Les cookies nécessaires font fonctionner le site et mémorisent vos choix ; ils sont toujours actifs. Les cookies fonctionnels, d’analyse et marketing ne sont déposés que si vous les autorisez. Dans l’Espace économique européen, au Royaume-Uni et dans les autres pays où la loi l’exige, nous vous demandons votre accord avant d’en déposer un. Ailleurs, ils sont actifs sauf si vous les désactivez, et un navigateur qui envoie le signal Global Privacy Control est exclu des cookies marketing.',
      'Vous pouvez modifier ou retirer votre choix à tout moment grâce au lien « Paramètres des cookies » en bas de chaque page. Le retrait supprime les cookies des catégories que vous avez désactivées. Nous conservons une trace de chaque choix (sa date, le pays, les catégories et la version de cette politique), sans votre adresse IP ni aucune information sur votre navigateur.',
      'Lorsque cette politique change d’une manière qui compte pour votre choix, nous vous le redemandons.',
    ],
    tableHeading: 'Les cookies que nous utilisons',
    tableIntro: 'Tous les cookies que ce site peut déposer, par catégorie. Chacun expire au bout de la durée indiquée après son dépôt.',
  },
} satisfies Messages['legalPages']

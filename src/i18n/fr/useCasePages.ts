/** French: the use-case pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const useCasePages = {
  hr: {
    title: 'Gestion des RH',
    summary: 'Recrutement, intégration et demandes des collaborateurs, enfin organisés.',
    overview:
      'Les équipes RH gèrent le recrutement, l’intégration et les demandes des collaborateurs avec {brand} : chaque candidat, chaque nouvel arrivant et chaque demande sur un tableau, des automatisations pour la paperasse et des tableaux de bord pour planifier les effectifs.',
    sections: [
      {
        heading: 'Recrutez les bonnes personnes, plus vite',
        intro: 'Un pipeline de recrutement que vos managers tiendront volontiers à jour.',
        items: [
          ['Pipeline de candidats', 'Suivez chaque candidat de la candidature à l’offre, avec tous les retours d’entretien au même endroit.'],
          ['Planification des entretiens', 'Les intégrations d’agenda réservent les entretiens sans allers-retours d’e-mails.'],
          ['Validation des offres', 'Les offres partent automatiquement en validation auprès de la finance et de la direction.'],
        ],
      },
      {
        heading: 'Une intégration qui a du sens',
        intro: 'Un plan pour chaque nouvel arrivant, prêt avant le premier jour.',
        items: [
          ['Checklists d’intégration', 'L’informatique, les services généraux et le manager reçoivent leurs tâches dès qu’une embauche est confirmée.'],
          ['Portail d’accueil', 'Les nouveaux arrivants voient le programme de leur première semaine, leur parrain et les règles utiles.'],
          ['Suivi de l’avancement', 'Voyez qui a terminé son intégration et qui a besoin d’un coup de main.'],
        ],
      },
      {
        heading: 'Répondez aux demandes des collaborateurs',
        intro: 'Congés, matériel et questions sur les règles internes dans une seule file.',
        items: [
          ['Formulaires de demande', 'Les collaborateurs font leur demande via un formulaire ; les RH voient toutes les demandes sur un seul tableau.'],
          ['Tableaux confidentiels', 'Les dossiers sensibles ne sont visibles que par les personnes qui les traitent.'],
          ['Tableaux de bord RH', 'Effectifs, délai de recrutement et volume de demandes en un coup d’œil.'],
        ],
      },
    ],
    story: {
      quote:
        'Nous intégrons 60 personnes par mois dans quatre pays. Avec {brand}, chaque nouvel arrivant a son ordinateur, ses comptes et son parrain dès le premier jour.',
      person: 'Priya Nair',
      role: 'Responsable People Operations',
      company: 'Lumen Travel',
    },
    faq: [
      [
        'Les données des collaborateurs restent-elles confidentielles ?',
        'Oui. Tableaux privés, droits par colonne et journaux d’audit garantissent que seules les RH voient les données personnelles.',
      ],
      ['Peut-on le connecter à notre SIRH ?', 'Les intégrations avec BambooHR, Workday et Personio synchronisent les dossiers des collaborateurs.'],
      [
        'Existe-t-il un modèle pour démarrer ?',
        'Oui : les modèles de pipeline de recrutement, de checklist d’intégration et de demandes des collaborateurs sont prêts à l’emploi.',
      ],
    ],
    cta: {
      heading: 'Essayez {brand} pour les RH gratuitement',
      text: 'Partez du modèle d’intégration et préparez dès aujourd’hui le plan de votre prochaine recrue.',
    },
  },
  teamManagement: {
    title: 'Gestion d’équipe',
    summary: 'Sachez qui travaille sur quoi et équilibrez la charge de travail.',
    overview:
      'Sachez qui travaille sur quoi, équilibrez la charge de travail et gardez votre équipe concentrée sur l’essentiel. {brand} donne aux managers une vue en temps réel du travail de leur équipe, sans microgestion.',
    sections: [
      {
        heading: 'Le travail de chacun en un coup d’œil',
        intro: 'Une seule vue pour chaque tâche, échéance et priorité.',
        items: [
          ['Mon travail', 'Chacun voit ses tâches de tous les tableaux, triées par échéance.'],
          ['Tableaux d’équipe', 'Objectifs, projets et travail récurrent de toute l’équipe au même endroit.'],
          ['Points d’avancement', 'Commentaires et mises à jour sur l’élément lui-même, et non éparpillés dans la messagerie.'],
        ],
      },
      {
        heading: 'Équilibrez la charge de travail',
        intro: 'Repérez la surcharge avant qu’elle ne mène à l’épuisement.',
        items: [
          ['Vue de charge', 'Voyez la disponibilité de chacun par semaine et glissez le travail vers une personne qui a de la marge.'],
          ['Suivi du temps', 'Comprenez où passe le temps et estimez mieux la prochaine fois.'],
          ['Absences', 'Jours fériés et congés affichés à côté du planning.'],
        ],
      },
      {
        heading: 'Des réunions plus efficaces',
        intro: 'Moins de points d’avancement, plus de décisions.',
        items: [
          ['Entretiens individuels', 'Un tableau d’ordre du jour partagé avec chaque collaborateur direct.'],
          ['Objectifs et OKR', 'Reliez le travail quotidien aux objectifs trimestriels et suivez la progression.'],
          ['Tableaux de bord', 'L’avancement de la semaine pour votre point avec la direction, généré automatiquement.'],
        ],
      },
    ],
    story: {
      quote: 'Je passais mes lundis matin à collecter des nouvelles. Aujourd’hui, j’ouvre le tableau de bord et je consacre cette heure à mon équipe.',
      person: 'Jonas Weber',
      role: 'Responsable Customer Success',
      company: 'Fjord Analytics',
    },
    faq: [
      [
        'Quelle taille peut avoir une équipe ?',
        'De deux personnes à plusieurs milliers ; les espaces de travail et les droits d’accès gardent les grandes organisations bien rangées.',
      ],
      ['Chacun peut-il ne voir que son propre travail ?', 'Oui. Les droits d’accès vous permettent de décider qui voit et modifie chaque tableau.'],
      ['Est-ce que ça marche sur mobile ?', 'Oui, avec des applications iOS et Android et des notifications pour ce qui demande votre attention.'],
    ],
    cta: { heading: 'Essayez {brand} gratuitement', text: 'Invitez votre équipe et créez votre premier tableau en quelques minutes.' },
  },
  creativeAgencies: {
    title: 'Pour les agences créatives',
    summary: 'Gérez briefs, validations et production créative.',
    overview:
      'Les agences créatives gèrent leurs briefs, leur production et leurs validations avec {brand}. Tenez les délais de chaque projet client, recueillez les retours directement sur les créations et sachez quels clients sont rentables.',
    sections: [
      {
        heading: 'Du brief à la livraison',
        intro: 'Chaque projet, chaque client, dans les délais.',
        items: [
          ['Briefs créatifs', 'Un formulaire de brief crée le projet avec ses tâches, ses responsables et ses échéances.'],
          ['Plannings de production', 'Des diagrammes de Gantt avec les dépendances entre design, rédaction et développement.'],
          ['Planification des ressources', 'Voyez quels designers sont disponibles la semaine prochaine avant d’accepter un nouveau projet.'],
        ],
      },
      {
        heading: 'Des validations sans chaînes d’e-mails',
        intro: 'Les retours là où se trouve le travail.',
        items: [
          ['Épreuves', 'Les clients commentent directement les images, les PDF et les vidéos.'],
          ['Circuits de validation', 'Une fois validée, chaque version passe automatiquement au relecteur suivant.'],
          ['Clients invités', 'Les clients voient leurs propres projets, et rien d’autre.'],
        ],
      },
      {
        heading: 'Maîtrisez vos marges',
        intro: 'La rentabilité par client et par projet.',
        items: [
          ['Suivi du temps', 'Saisissez les heures par projet, en distinguant temps facturable et non facturable.'],
          ['Budgets', 'Comparez les dépenses au budget de chaque projet au fil de l’avancement.'],
          ['Tableaux de bord clients', 'Partagez les rapports d’avancement avec vos clients en un seul lien.'],
        ],
      },
    ],
    story: {
      quote:
        'Les validations clients nous coûtaient une semaine d’e-mails. Avec les épreuves dans {brand}, la plupart des créations sont validées en une journée.',
      person: 'Olivia Brooks',
      role: 'Directrice générale',
      company: 'Kite & Key Creative',
    },
    faq: [
      [
        'Les clients peuvent-ils l’utiliser sans payer ?',
        'Oui. Avec les forfaits payants, les invités rejoignent gratuitement et ne voient que les tableaux que vous partagez.',
      ],
      ['Peut-on suivre les heures facturables ?', 'Oui, avec le suivi du temps du forfait Pro et des exports pour la facturation.'],
      ['Est-ce intégré à Adobe Creative Cloud ?', 'Oui ; créations et commentaires se synchronisent grâce à notre intégration Adobe.'],
    ],
    cta: { heading: 'Essayez {brand} pour les agences gratuitement', text: 'Partez du modèle de production créative.' },
  },
  clientProjectManagement: {
    title: 'Gestion de projets clients',
    summary: 'Livrez vos projets clients à temps, en gardant vos clients informés.',
    overview:
      'Livrez vos projets clients dans les délais et dans le budget, en tenant vos clients informés. {brand} offre aux équipes de services un seul endroit pour le périmètre, le planning, les heures et la communication client.',
    sections: [
      {
        heading: 'Planifiez la mission',
        intro: 'Un plan reproductible pour chaque client.',
        items: [
          ['Modèles de projet', 'Transformez votre meilleure mission en modèle, avec ses phases, ses tâches et ses jalons.'],
          ['Jalons', 'Dates clés et livrables partagés avec le client.'],
          ['Dépendances', 'Voyez comment un retard dans une phase décale la suite.'],
        ],
      },
      {
        heading: 'Tenez vos clients informés',
        intro: 'De la transparence sans effort supplémentaire.',
        items: [
          ['Portails clients', 'Les clients suivent l’avancement, valident les livrables et ajoutent leurs demandes.'],
          ['Vues partageables', 'Envoyez un planning en lecture seule, toujours à jour.'],
          ['Points automatiques', 'Un récapitulatif hebdomadaire envoyé par e-mail au client, rédigé à partir du tableau.'],
        ],
      },
      {
        heading: 'Protégez votre marge',
        intro: 'Repérez tôt les dérives de périmètre.',
        items: [
          ['Suivi budgétaire', 'Heures et coûts prévus comparés au réel, par projet.'],
          ['Demandes de modification', 'Consignez et validez les changements avant le début des travaux.'],
          ['Tableau de bord du portefeuille', 'Tous les projets clients, leur état de santé et leur marge.'],
        ],
      },
    ],
    story: {
      quote: 'Nos clients adorent le planning partagé, et nos chefs de projet gagnent une demi-journée par semaine sur le reporting.',
      person: 'Rafael Souza',
      role: 'Directeur de la delivery',
      company: 'Bluepeak Consulting',
    },
    faq: [
      ['Les clients peuvent-ils ne voir que leur propre projet ?', 'Oui. Les invités ne voient que les tableaux que vous partagez avec eux.'],
      ['Puis-je utiliser ma propre identité visuelle ?', 'Les formulaires et portails destinés aux clients portent votre logo et vos couleurs.'],
      ['La facturation est-elle prise en charge ?', 'Exportez les heures vers votre outil de facturation, ou connectez QuickBooks et Xero.'],
    ],
    cta: { heading: 'Essayez {brand} pour vos projets clients gratuitement', text: 'Partez du modèle de projet client.' },
  },
  productManagement: {
    title: 'Gestion de produit',
    summary: 'Roadmaps, retours clients et lancements au même endroit.',
    overview:
      'Les équipes produit planifient leurs roadmaps, recueillent les retours et pilotent les lancements avec {brand}, l’ingénierie, le design et le marketing travaillant sur le même plan.',
    sections: [
      {
        heading: 'Des roadmaps toujours à jour',
        intro: 'Stratégie et exécution au même endroit.',
        items: [
          ['Chronologies de roadmap', 'Planifiez trimestres et versions ; les dates s’ajustent à mesure que le travail avance.'],
          ['Priorisation', 'Notez les idées selon la portée, l’impact, la confiance et l’effort.'],
          ['Vues pour les parties prenantes', 'Partagez une roadmap en lecture seule avec les ventes et la direction.'],
        ],
      },
      {
        heading: 'À l’écoute des clients',
        intro: 'Des retours qui arrivent jusqu’à la roadmap.',
        items: [
          ['Collecte des retours', 'Les demandes du support, des ventes et des formulaires arrivent sur un seul tableau.'],
          ['Demandes liées', 'Reliez les demandes aux fonctionnalités et prévenez les clients dès leur sortie.'],
          ['Référentiel de recherche', 'Notes d’entretien et enseignements, consultables par thème.'],
        ],
      },
      {
        heading: 'Lancez avec toutes les équipes',
        intro: 'Des lancements sans mauvaises surprises.',
        items: [
          ['Checklists de lancement', 'Les tâches du marketing, du support et des ventes pour chaque version.'],
          ['Calendrier des versions', 'Voyez ce qui sort et quand, pour tous les produits.'],
          ['Tableaux de bord de lancement', 'Adoption et retours après le lancement.'],
        ],
      },
    ],
    story: {
      quote: 'Notre roadmap était une diapositive déjà obsolète une semaine plus tard. C’est aujourd’hui un tableau vivant que toute l’entreprise suit.',
      person: 'Aiko Tanaka',
      role: 'Group Product Manager',
      company: 'Sora Mobility',
    },
    faq: [
      ['Est-ce compatible avec les outils d’ingénierie ?', 'Oui. Synchronisez avec Jira, GitHub et GitLab, ou pilotez l’ingénierie dans {brand} dev.'],
      ['Peut-on garder certains plans confidentiels ?', 'Oui. Tableaux privés et droits d’accès réservent les plans en amont à l’équipe produit.'],
      ['Existe-t-il un modèle de roadmap ?', 'Oui, plusieurs : roadmap trimestrielle, plan de versions et demandes de fonctionnalités.'],
    ],
    cta: { heading: 'Essayez {brand} pour les équipes produit gratuitement', text: 'Partez du modèle de roadmap produit.' },
  },
  agile: {
    title: 'Gestion de projet agile',
    summary: 'Sprints, backlogs et rétrospectives pour les équipes agiles.',
    overview:
      'Les équipes agiles gèrent leurs sprints, leurs backlogs et leurs rétrospectives avec {brand}, en toute liberté : Scrum, Kanban ou un mélange des deux, avec des rapports que le reste de l’entreprise comprend.',
    sections: [
      {
        heading: 'Backlogs et sprints',
        intro: 'Tout ce dont une équipe Scrum a besoin.',
        items: [
          ['Affinage du backlog', 'Priorisez, estimez et découpez les user stories avec toute l’équipe.'],
          ['Tableaux de sprint', 'Planifiez le sprint et suivez-le sur un tableau Kanban.'],
          ['Points de story', 'Estimez le travail et suivez l’évolution de la vélocité.'],
        ],
      },
      {
        heading: 'Kanban pour un flux continu',
        intro: 'Limitez le travail en cours et fluidifiez le flux.',
        items: [
          ['Limites de WIP', 'Les colonnes vous avertissent quand trop de travail est en cours.'],
          ['Temps de cycle', 'Voyez combien de temps le travail met du démarrage à la fin.'],
          ['Couloirs', 'Regroupez par priorité, responsable ou type de travail.'],
        ],
      },
      {
        heading: 'Amélioration continue',
        intro: 'Tirez les leçons de chaque itération.',
        items: [
          ['Tableau de rétrospective', 'Rassemblez ce qui a bien marché et ce qu’il faut changer, puis attribuez les actions.'],
          ['Burndown charts', 'Suivez chaque jour la progression vers l’objectif du sprint.'],
          ['Tableaux de bord d’équipe', 'Vélocité, changements de périmètre et bugs par sprint.'],
        ],
      },
    ],
    story: {
      quote:
        'Nous faisons tourner douze équipes Scrum sur {brand}. La planification prend deux fois moins de temps, et la direction lit enfin nos rapports de sprint.',
      person: 'Lukas Nowak',
      role: 'Coach agile',
      company: 'Vistula Bank',
    },
    faq: [
      ['Scrum ou Kanban ?', 'Les deux. Utilisez des sprints, un flux Kanban ou un mélange selon l’équipe.'],
      [
        'Peut-on déployer l’agilité à l’échelle de plusieurs équipes ?',
        'Oui. Tableaux de portefeuille et tableaux de bord consolident le travail des équipes et des programmes.',
      ],
      ['Existe-t-il un modèle de sprint ?', 'Oui : des modèles de planification de sprint, de backlog et de rétrospective sont inclus.'],
    ],
    cta: { heading: 'Essayez {brand} pour les équipes agiles gratuitement', text: 'Lancez votre premier sprint dès aujourd’hui.' },
  },
  productionManagement: {
    title: 'Gestion de la production',
    summary: 'Planifiez la production, suivez les commandes et gérez les stocks.',
    overview:
      'Industriels et équipes de production planifient leurs séries, suivent leurs commandes et gèrent leurs stocks avec {brand}, en reliant l’atelier aux ventes et aux achats.',
    sections: [
      {
        heading: 'Planifiez la production',
        intro: 'Un planning auquel tout le monde se fie.',
        items: [
          ['Planning de production', 'Planifiez les séries sur un diagramme de Gantt, avec les machines et les équipes.'],
          ['Capacité', 'Voyez la charge de chaque ligne et de chaque poste avant d’accepter une commande.'],
          ['Nomenclatures', 'Reliez chaque commande aux pièces dont elle a besoin.'],
        ],
      },
      {
        heading: 'Suivez chaque commande',
        intro: 'Du bon de commande à la livraison.',
        items: [
          ['Suivi des commandes', 'Le statut de chaque commande, mis à jour depuis l’atelier sur mobile.'],
          ['Contrôles qualité', 'Checklists et photos pour chaque inspection.'],
          ['Gestion des fournisseurs', 'Bons de commande et dates de livraison par fournisseur.'],
        ],
      },
      {
        heading: 'Maîtrisez vos stocks',
        intro: 'Le bon stock au bon moment.',
        items: [
          ['Tableau des stocks', 'Niveaux de stock par article et par site.'],
          ['Alertes de réapprovisionnement', 'Les automatisations vous préviennent quand un stock passe sous son minimum.'],
          ['Tableau de bord des opérations', 'Production, retards et stocks en un coup d’œil.'],
        ],
      },
    ],
    story: {
      quote: 'Les commerciaux voient désormais où en est chaque commande sans appeler l’usine. Notre taux de livraison à l’heure est passé de 78 % à 95 %.',
      person: 'Marco Bianchi',
      role: 'Directeur des opérations',
      company: 'Officine Rossi',
    },
    faq: [
      ['Remplace-t-il notre ERP ?', 'Non. {brand} fonctionne aux côtés de votre ERP et synchronise commandes et stocks via des intégrations ou l’API.'],
      ['L’atelier peut-il l’utiliser ?', 'Oui, sur tablette et smartphone, avec des formulaires simples pour les mises à jour.'],
      ['Existe-t-il un modèle de production ?', 'Oui : planification de la production, suivi des commandes et gestion des stocks.'],
    ],
    cta: { heading: 'Essayez {brand} pour la production gratuitement', text: 'Partez du modèle de planification de la production.' },
  },
} satisfies Messages['useCasePages']

/** French: the work management, dev and service product pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const productPages = {
  faqHeading: 'Questions fréquentes',
  workManagement: {
    title: 'Gestion du travail',
    summary: 'Planifiez, suivez et menez à bien tous vos projets, de la simple tâche au portefeuille de toute l’entreprise.',
    overview:
      '{brand} Gestion du travail offre à chaque équipe un espace unique pour planifier, exécuter et suivre son travail. Créez des tableaux pour vos projets, demandes et processus, affichez-les en tableau, Kanban, Gantt ou calendrier, et confiez les passages de relais aux automatisations : les managers voient l’avancement sans courir après les points d’étape.',
    sections: [
      {
        heading: 'Planifiez chaque projet à votre façon',
        intro: 'Partez d’un modèle ou d’un tableau vierge et adaptez-le à la manière dont votre équipe travaille déjà.',
        items: [
          [
            'Des tableaux pour tout',
            'Projets, campagnes, demandes et processus, avec les colonnes dont vous avez besoin : responsables, dates, statuts, budgets et fichiers.',
          ],
          [
            'Une vue pour chaque rôle',
            'Passez du tableau au Kanban, au Gantt, au calendrier ou à la charge de travail, sur les mêmes données, sans rien copier.',
          ],
          ['Des modèles pour démarrer vite', 'Plus de 200 modèles, du lancement de produit à l’intégration de clients, prêts à l’emploi en un clic.'],
        ],
      },
      {
        heading: 'Automatisez les tâches répétitives',
        intro: 'Des recettes que chacun configure en langage courant se chargent des étapes récurrentes.',
        items: [
          [
            'Automatisations sans code',
            '« Quand le statut passe à Terminé, prévenir le demandeur et déplacer l’élément vers Livré. » C’est configuré en une minute.',
          ],
          ['Des rappels au bon moment', 'Rappels d’échéance et escalades évitent qu’un délai ne passe inaperçu.'],
          [
            'Intégrations',
            'Connectez la messagerie, le chat, les agendas, le stockage de fichiers et plus de 70 autres outils que vos équipes utilisent déjà.',
          ],
        ],
      },
      {
        heading: 'Une vue d’ensemble en temps réel',
        intro: 'Les tableaux de bord regroupent les données de tous les tableaux : la direction voit l’essentiel sans demander de rapport.',
        items: [
          ['Tableaux de bord', 'Réunissez jusqu’à 50 tableaux en graphiques, chiffres clés, chronologies et widgets de charge.'],
          ['Vue portefeuille', 'Suivez budgets, risques et jalons de tous vos projets dans une seule synthèse.'],
          ['Équilibrage de la charge', 'Repérez qui est surchargé et réattribuez le travail avant que cela ne devienne un problème.'],
        ],
      },
      {
        heading: 'Sécurisé et prêt à grandir',
        intro: 'D’une équipe de cinq personnes à une organisation de 50 000, avec les contrôles qu’exige votre DSI.',
        items: [
          ['Autorisations', 'Des droits par tableau, colonne et espace de travail réservent les sujets sensibles aux bonnes personnes.'],
          [
            'Sécurité entreprise',
            'SSO, journal d’audit, hébergement des données dans l’UE, aux États-Unis ou en Australie, certifications ISO 27001 et SOC 2 Type II.',
          ],
          ['Invités', 'Invitez clients et prestataires sur les tableaux qui les concernent, et sur rien d’autre.'],
        ],
      },
    ],
    story: {
      quote:
        'En un trimestre, nous avons fait passer 40 équipes de tableurs et de trois outils différents à {brand}. Nos réunions de suivi sont passées d’une heure à quinze minutes par semaine, car tout le monde voit déjà le même tableau.',
      person: 'Hannah Okafor',
      role: 'Directrice du PMO',
      company: 'Northwind Logistics',
    },
    faq: [
      [
        'Combien de temps faut-il pour démarrer ?',
        'La plupart des équipes créent leur premier tableau à partir d’un modèle en moins de dix minutes. Les déploiements plus larges prennent généralement de deux à six semaines avec notre équipe d’accompagnement ou un partenaire certifié.',
      ],
      [
        'Puis-je importer mes projets existants ?',
        'Oui. Importez depuis Excel, CSV, Google Sheets, Trello, Asana et Jira, avec une correspondance automatique des colonnes.',
      ],
      [
        'Existe-t-il une offre gratuite ?',
        'Oui. L’offre Free est gratuite pour toujours jusqu’à deux utilisateurs. Les offres payantes s’essaient gratuitement pendant 14 jours, sans carte bancaire.',
      ],
      ['Dans quelles langues {brand} est-il disponible ?', 'Le produit existe en 14 langues, et chacun choisit la sienne.'],
    ],
    cta: { heading: 'Essayez {brand} gratuitement', text: 'Sans carte bancaire. Votre premier tableau est prêt en quelques minutes.' },
  },
  dev: {
    title: '{brand} dev',
    summary: 'Planifiez vos sprints, suivez les bugs et livrez vos versions avec toute votre équipe produit.',
    overview:
      '{brand} dev réunit chefs de produit, développeurs et designers sur une seule plateforme : feuilles de route, sprints, bugs et versions, reliés au code. Du développeur au PDG, chacun voit ce qui sort et quand, sans réunion de suivi supplémentaire.',
    sections: [
      {
        heading: 'Des feuilles de route que tout le monde peut suivre',
        intro: 'Reliez la stratégie au travail qui la concrétise.',
        items: [
          ['Feuilles de route produit', 'Planifiez initiatives et epics sur une chronologie et partagez une vue en lecture seule avec toute l’entreprise.'],
          ['Demandes de fonctionnalités', 'Recueillez les retours des clients et des équipes, puis priorisez-les selon leur impact et l’effort demandé.'],
          ['Planification de la capacité', 'Confrontez la feuille de route aux personnes disponibles avant de vous engager sur une date.'],
        ],
      },
      {
        heading: 'Des sprints sans lourdeur',
        intro: 'Des rituels agiles qui prennent quelques minutes, pas des heures.',
        items: [
          ['Planification de sprint', 'Faites passer des éléments du backlog au sprint, estimez-les en points et lancez-vous.'],
          ['Burndown et vélocité', 'Les graphiques se mettent à jour au fil du travail : à mi-sprint, vous savez si l’objectif reste atteignable.'],
          ['Rétrospectives', 'Un tableau intégré pour ce qui a bien marché, ce qui a coincé et les actions décidées ensemble.'],
        ],
      },
      {
        heading: 'Les bugs suivis du signalement à la mise en production',
        intro: 'Triez vite et tenez vos clients informés.',
        items: [
          ['Suivi des bugs', 'Gravité, étapes de reproduction, captures d’écran et un responsable pour chaque bug.'],
          ['Intégration Git', 'Liez commits et pull requests de GitHub et GitLab ; les éléments avancent dès que le code est fusionné.'],
          ['Notes de version', 'Générez les notes de version à partir des éléments livrés, prêtes à publier.'],
        ],
      },
    ],
    story: {
      quote:
        'Développement, produit et support regardent enfin la même liste de bugs. Le délai médian de correction d’un bug critique est passé de neuf jours à deux.',
      person: 'Mei Lin Chen',
      role: 'Responsable de l’ingénierie',
      company: 'Quantia Health',
    },
    faq: [
      [
        '{brand} dev remplace-t-il Jira ?',
        'Beaucoup d’équipes quittent complètement Jira ; d’autres synchronisent les deux outils dans les deux sens grâce à notre intégration Jira pendant la transition.',
      ],
      ['Avec quels hébergeurs de code êtes-vous intégrés ?', 'GitHub, GitLab et Bitbucket, dans le cloud comme auto-hébergés.'],
      [
        'Les non-développeurs peuvent-ils l’utiliser ?',
        'Oui. Ventes, support et direction suivent les feuilles de route et proposent des fonctionnalités sans apprendre un outil d’ingénieur.',
      ],
    ],
    cta: { heading: 'Essayez {brand} dev gratuitement', text: 'Planifiez votre prochain sprint en quelques minutes. Sans carte bancaire.' },
  },
  service: {
    title: '{brand} service',
    summary: 'Résolvez les tickets plus vite grâce à une gestion des services assistée par l’IA.',
    overview:
      '{brand} service est un centre de services assisté par l’IA pour les équipes informatiques, RH et support client. Les demandes arrivent par e-mail, portail ou chat, l’IA les trie et les oriente, et les agents les résolvent avec toutes les équipes nécessaires sur la même plateforme.',
    sections: [
      {
        heading: 'Toutes les demandes dans une seule file',
        intro: 'Fini les demandes perdues dans les boîtes mail et les fils de discussion.',
        items: [
          ['Tickets omnicanaux', 'E-mail, portail web, chat et formulaires créent tous des tickets dans la même file.'],
          [
            'Portail en libre-service',
            'Un portail à vos couleurs, avec base de connaissances, répond aux questions courantes avant qu’elles ne deviennent des tickets.',
          ],
          ['SLA', 'Des objectifs de réponse et de résolution par priorité, avec une alerte avant tout dépassement.'],
        ],
      },
      {
        heading: 'L’IA fait le premier tri',
        intro: 'Les agents reprennent là où l’IA s’arrête.',
        items: [
          ['Tri automatique', 'L’IA classe chaque ticket par type, urgence et tonalité, puis l’attribue à la bonne équipe.'],
          ['Réponses suggérées', 'Des brouillons de réponse tirés de votre base de connaissances et des tickets passés, prêts à être relus.'],
          ['Tickets similaires', 'Détectez les incidents tôt quand plusieurs personnes signalent le même problème.'],
        ],
      },
      {
        heading: 'Un service qui relie toute l’organisation',
        intro: 'Travaillez avec les équipes qui détiennent la réponse.',
        items: [
          ['Escalades', 'Escaladez vers l’ingénierie, la finance ou les services généraux sur leurs propres tableaux, ticket lié à l’appui.'],
          ['Gestion des actifs', 'Suivez ordinateurs, licences et équipements, et consultez l’historique des tickets de chaque actif.'],
          ['Rapports', 'Volume de tickets, délai de première réponse, satisfaction client et charge des agents sur des tableaux de bord en direct.'],
        ],
      },
    ],
    story: {
      quote:
        'Nous avons remplacé notre ancien helpdesk en six semaines. Le tri par l’IA s’occupe du premier classement, et notre délai de première réponse est passé de huit heures à moins d’une.',
      person: 'Samuel Adeyemi',
      role: 'Responsable des services informatiques',
      company: 'Meridian University',
    },
    faq: [
      [
        'Quelles équipes utilisent {brand} service ?',
        'Les équipes informatiques, RH, services généraux, juridiques et support client, chacune avec ses files et son portail.',
      ],
      [
        'L’IA a-t-elle accès à mes données ?',
        'Les fonctions d’IA s’exécutent dans {brand} ; vos données ne servent jamais à entraîner des modèles pour d’autres clients. Les administrateurs peuvent désactiver les fonctions d’IA.',
      ],
      ['Les clients peuvent-ils envoyer des tickets par e-mail ?', 'Oui. Chaque file a sa propre adresse, et les réponses s’ajoutent au fil du ticket.'],
    ],
    cta: { heading: 'Essayez {brand} service gratuitement', text: 'Mettez en place votre première file et votre portail en un après-midi.' },
  },
} satisfies Messages['productPages']

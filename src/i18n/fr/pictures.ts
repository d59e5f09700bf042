/** French: what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard:
    'Un tableau de projet dans le produit de gestion du travail : des tâches par groupes, chacune avec son responsable, un statut en couleur, une échéance et une priorité.',
  kanban: 'Un tableau Kanban : des cartes de tâches avec étiquettes et responsables, en colonnes de « À faire » à « Terminé ».',
  gantt: 'Un diagramme de Gantt : les tâches du projet en barres sur huit semaines, avec dépendances, jalons et une ligne pour aujourd’hui.',
  dashboard:
    'Un tableau de bord : quatre indicateurs clés, un histogramme du travail accompli par mois avec une courbe de tendance, une répartition par statut et la charge de chacun.',
  crmPipeline:
    'Le pipeline commercial du CRM : des affaires en cartes, par étape, du nouveau prospect à l’affaire gagnée, chacune avec son montant et son responsable.',
  campaignEditor:
    'L’éditeur de campagnes e-mail : des blocs de contenu, l’e-mail en cours de conception avec sa bannière et son bouton, et les taux d’ouverture et de clic du dernier envoi.',
  marketingBoard:
    'Le tableau de campagnes d’une équipe marketing : des contenus par groupes, chacun avec son responsable, un statut en couleur, une date de publication et un canal.',
  devSprint: 'Le tableau de sprint du produit dev : un burndown au-dessus des stories et des bugs avec leurs points, qui passent du backlog à « Terminé ».',
  serviceTickets:
    'La file de tickets du service desk : le nombre de tickets ouverts, en attente et résolus au-dessus des tickets avec demandeur, priorité, statut et temps restant.',
} satisfies Messages['pictures']

import type { RequiredDataFromCollectionSlug } from 'payload'

import type { StatusName } from '../collections/CommunityTemplates/statuses'

const story = (team: string, board: string) =>
  `Our ${team} team used to juggle spreadsheets, email threads and sticky notes, and nobody knew what was late until it was. ` +
  `We built the ${board} board to give everyone one place to see who owns what, what is blocked and what ships this week. ` +
  'Automations now remind owners before deadlines, a dashboard rolls up the status for leadership, and new joiners learn the process in an afternoon instead of a month.'

/** `category` is the template's content category tag (SPEC §3): it decides which product “Use this template” signs up for. */
const SEEDS: { title: string; status: StatusName; team: string; rejectReason?: 'Bad Selfie' | 'Bad Text'; category?: string; boardId?: string }[] = [
  { title: 'Content calendar for a small marketing team', status: 'pending', team: 'marketing', category: 'Marketing' },
  { title: 'Sales pipeline with weekly forecast', status: 'approved', team: 'sales', category: 'CRM', boardId: '5012345678' },
  { title: 'Creative requests intake', status: 'rejected', team: 'design', rejectReason: 'Bad Text', category: 'Design and creative' },
  { title: 'Event planning master board', status: 'approved_paid', team: 'events' },
  { title: 'IT asset tracker', status: 'pending_user_to_approve', team: 'IT' },
  { title: 'Employee onboarding checklist', status: 'approved_by_user', team: 'HR' },
  { title: 'Bug triage board', status: 'rejected_by_user', team: 'engineering', category: 'Software' },
  { title: 'Sales pipeline (copy)', status: 'duplicated', team: 'sales' },
  { title: 'Old agency retainer tracker', status: 'deleted', team: 'agency' },
]

/** One community template in every status of the workflow, as moderators will meet them. */
export function communityTemplatesSeed(): RequiredDataFromCollectionSlug<'community-templates'>[] {
  return SEEDS.map(({ title, status, team, rejectReason, category, boardId }, index) => ({
    title,
    status,
    rejectReason: rejectReason ?? 'None',
    language: 'en',
    paragraphs: [{ text: story(team, title.toLowerCase()) }],
    creator: { name: `Community member ${index + 1}`, email: `member${index + 1}@community.example` },
    tags: [
      { category: '2', value: team },
      { category: '3', value: index % 2 ? '11-50' : '1-10' },
      ...(category ? [{ category: '5' as const, value: category }] : []),
    ],
    ...(boardId ? { boardId } : {}),
    scores: [
      { type: 'admin', value: (index % 5) + 1 },
      { type: 'likes', value: 10 * (index + 1) },
      { type: 'usage', value: 100 * (index + 1) },
    ],
    boardLinkStatus: index % 3 === 0 ? 'Not Linked' : 'Linked',
    campaign: { campaign: 'community_launch', source: 'newsletter', medium: 'email' },
    termsAccepted: true,
    termsAcceptedAt: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
  }))
}

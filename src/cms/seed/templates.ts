import type { RequiredDataFromCollectionSlug } from 'payload'

import type { StatusName } from '../collections/CommunityTemplates/statuses'
import type { TemplateBoardKey } from './illustrations/catalogue'

/** `category` is the template's content category tag (SPEC §3): it decides which product “Use this template” signs up for. */
const SEEDS: {
  title: string
  status: StatusName
  team: string
  author: string
  story: string[]
  rejectReason?: 'Bad Selfie' | 'Bad Text'
  category?: string
  boardId?: string
  /** The picture of its board: what the story describes. */
  board: TemplateBoardKey
}[] = [
  {
    title: 'Content calendar for a small marketing team',
    board: 'contentCalendar',
    status: 'pending',
    team: 'marketing',
    author: 'Sofia Lindqvist',
    category: 'Marketing',
    story: [
      'We are three marketers publishing a blog post, a newsletter and a dozen social posts every week. Ideas lived in a doc, drafts in email and dates in our heads.',
      'This board has one item per piece of content, with the channel, owner, draft link and publish date. The calendar view shows the month at a glance, and an automation moves a post to “Ready” when the editor approves it.',
    ],
  },
  {
    title: 'Sales pipeline with weekly forecast',
    board: 'salesPipeline',
    status: 'approved',
    team: 'sales',
    author: 'Marcus Bell',
    category: 'CRM',
    boardId: '5012345678',
    story: [
      'Our eight account executives each kept a spreadsheet, and Monday forecasts were a guess. We built this pipeline with stages from first call to signed contract, each with a win probability.',
      'A formula column weights every deal, and the dashboard sums the forecast by rep and month. Forecast calls now take twenty minutes, and we spot stalled deals a week earlier.',
    ],
  },
  {
    title: 'Creative requests intake',
    board: 'requestIntake',
    status: 'rejected',
    team: 'design',
    author: 'Nadia Haddad',
    rejectReason: 'Bad Text',
    category: 'Design and creative',
    story: [
      'design requests form with a board it has columns and a status and people can send requests from the form and then we look at them and decide and then we do them and we mark them done and that is how it works for us and you can copy it too if you want',
    ],
  },
  {
    title: 'Event planning master board',
    board: 'eventPlan',
    status: 'approved_paid',
    team: 'events',
    author: 'Tomás García',
    boardId: '5023456789',
    story: [
      'We run forty conferences and customer days a year. Each event is a group on this board: venue, catering, speakers, registrations and budget, with a timeline counting back from the event date.',
      'Suppliers are guests who update their own items, and the budget column rolls up to a dashboard our finance team checks every Friday.',
    ],
  },
  {
    title: 'IT asset tracker',
    board: 'assetTracker',
    status: 'pending_user_to_approve',
    team: 'IT',
    author: 'Ravi Menon',
    story: [
      'Every laptop, monitor and licence in our 300-person company is an item with its owner, purchase date and warranty end. Requests for new equipment come in through a form, and an automation reminds us 30 days before a warranty expires. When someone leaves, one status change creates the tasks to collect their equipment and revoke their licences.',
    ],
  },
  {
    title: 'Employee onboarding checklist',
    board: 'onboardingChecklist',
    status: 'approved_by_user',
    team: 'HR',
    author: 'Emma Schultz',
    boardId: '5034567890',
    story: [
      'New joiners used to spend their first morning waiting for a laptop. Now every hire gets a group on this board as soon as the offer is signed, with tasks for IT, facilities, the manager and the buddy.',
      'Each task has a due date relative to the start date, so nothing is forgotten, and the new joiner can see their own first-week plan.',
    ],
  },
  {
    title: 'Bug triage board',
    board: 'bugTriage',
    status: 'rejected_by_user',
    team: 'engineering',
    author: 'Kenji Watanabe',
    category: 'Software',
    story: [
      'Support files bugs through a form with steps to reproduce, the customer affected and a severity. The on-call engineer triages them every morning, links duplicates and assigns an owner. Critical bugs page the team lead automatically, and the board syncs with our pull requests, so support can tell customers the moment a fix is released.',
    ],
  },
  {
    title: 'Sales pipeline (copy)',
    board: 'salesPipeline',
    status: 'duplicated',
    team: 'sales',
    author: 'Marcus Bell',
    story: [
      'A copy of our sales pipeline with weekly forecast, shared again by mistake. Our eight account executives move deals through stages from first call to signed contract, each with a win probability, and a dashboard sums the weighted forecast by rep and by month so that the Monday forecast call takes twenty minutes instead of an hour.',
    ],
  },
  {
    title: 'Old agency retainer tracker',
    board: 'requestIntake',
    status: 'deleted',
    team: 'agency',
    author: 'Claire Dubois',
    story: [
      'How our agency tracked retainer hours per client before we moved to time tracking. Each client had a group with the hours bought for the month, the hours used so far and the work planned. A formula warned account managers when a retainer was 80% used, so clients were never surprised by an overage on their invoice.',
    ],
  },
]

/** Each template with the board picture it shows. */
export function communityTemplateSeeds(): { template: RequiredDataFromCollectionSlug<'community-templates'>; board: TemplateBoardKey }[] {
  const templates = communityTemplatesSeed()
  return SEEDS.map(({ board }, index) => ({ template: templates[index]!, board }))
}

export function communityTemplatesSeed(): RequiredDataFromCollectionSlug<'community-templates'>[] {
  return SEEDS.map(({ title, status, team, author, story, rejectReason, category, boardId }, index) => ({
    title,
    status,
    rejectReason: rejectReason ?? 'None',
    language: 'en',
    // One paragraph per story: the form asks for at least 50 words in each.
    paragraphs: [{ text: story.join(' ') }],
    creator: {
      name: author,
      email: `${author
        .normalize('NFD')
        .replace(/[^A-Za-z ]/g, '')
        .toLowerCase()
        .replace(/ +/g, '.')}@community.example`,
    },
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

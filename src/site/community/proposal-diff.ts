import type { MyTemplate } from '@/domain/community/my-templates'
import type { CommunityStringKey } from '@/i18n/community-text'
import { TAG_CATEGORIES, type TemplateImageType } from '@/domain/templates/templates'

export type DiffLabel = { key: CommunityStringKey; number?: number }

export type DiffRow =
  | { kind: 'text'; id: string; label: DiffLabel; mine: string; proposal: string }
  | { kind: 'image'; id: string; label: DiffLabel; mine: string | undefined; proposal: string | undefined }

const TAG_LABELS: readonly [string, CommunityStringKey][] = [
  [String(TAG_CATEGORIES.tools), 'communityTagTools'],
  [String(TAG_CATEGORIES.industry), 'communityTagIndustry'],
  [String(TAG_CATEGORIES.teamSize), 'communityTeamSize'],
  [String(TAG_CATEGORIES.boardUsage), 'communityTagBoardUsage'],
  [String(TAG_CATEGORIES.categories), 'communityTagCategories'],
]

const IMAGE_LABELS: Record<TemplateImageType, CommunityStringKey> = { selfie: 'communitySelfie', board: 'communityBoard' }

const tagsIn = (template: MyTemplate, category: string) =>
  template.tags
    .filter((tag) => tag.category === category)
    .map((tag) => tag.value)
    .join(', ')

export function proposalDiffRows(mine: MyTemplate, proposal: MyTemplate, languageName: (code: string) => string): DiffRow[] {
  const rows: DiffRow[] = [
    { kind: 'text', id: 'title', label: { key: 'communityTemplateTitle' }, mine: mine.title, proposal: proposal.title },
    { kind: 'text', id: 'language', label: { key: 'communityTemplateLanguage' }, mine: languageName(mine.language), proposal: languageName(proposal.language) },
  ]
  const paragraphs = Math.max(mine.paragraphs.length, proposal.paragraphs.length)
  for (let index = 0; index < paragraphs; index += 1) {
    rows.push({
      kind: 'text',
      id: `paragraph-${index}`,
      label: { key: 'communityParagraph', number: index + 1 },
      mine: mine.paragraphs[index]?.text ?? '',
      proposal: proposal.paragraphs[index]?.text ?? '',
    })
  }
  for (const type of ['selfie', 'board'] as const) {
    const [before, after] = [mine.images[type], proposal.images[type]]
    if (before?.id !== after?.id)
      rows.push({ kind: 'image', id: `image-${type}`, label: { key: IMAGE_LABELS[type] }, mine: before?.thumbnailUrl, proposal: after?.thumbnailUrl })
  }
  for (const [category, key] of TAG_LABELS) {
    rows.push({ kind: 'text', id: `tags-${category}`, label: { key }, mine: tagsIn(mine, category), proposal: tagsIn(proposal, category) })
  }
  rows.push({ kind: 'text', id: 'board', label: { key: 'communityBoardLink' }, mine: mine.boardId, proposal: proposal.boardId })
  return rows.filter((row) => row.kind === 'image' || row.mine !== row.proposal)
}

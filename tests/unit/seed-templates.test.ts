import { expect, it } from 'vitest'
import { TEMPLATE_BOARDS } from '@/cms/seed/illustrations/catalogue'
import { communityTemplateSeeds, communityTemplatesSeed } from '@/cms/seed/templates'
it('each seeded story paragraph has the 50 words the form asks for', () => {
  for (const t of communityTemplatesSeed()) for (const p of t.paragraphs ?? []) expect(p.text.trim().split(/\s+/).length, t.title).toBeGreaterThanOrEqual(50)
})

it('shows each template’s own board: onboarding for the onboarding checklist, bug triage only for bug triage', () => {
  const boardOf = (title: string) => TEMPLATE_BOARDS[communityTemplateSeeds().find(({ template }) => template.title === title)!.board]
  expect(boardOf('Employee onboarding checklist').alt).toMatch(/onboarding/i)
  expect(boardOf('Employee onboarding checklist').file).not.toBe(boardOf('Bug triage board').file)
  for (const { template, board } of communityTemplateSeeds()) {
    if (/bug triage/i.test(TEMPLATE_BOARDS[board].alt)) expect(template.title).toBe('Bug triage board')
  }
})

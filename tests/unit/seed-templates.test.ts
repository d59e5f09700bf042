import { expect, it } from 'vitest'
import { communityTemplatesSeed } from '@/cms/seed/templates'
it('each seeded story paragraph has the 50 words the form asks for', () => {
  for (const t of communityTemplatesSeed()) for (const p of t.paragraphs ?? []) expect(p.text.trim().split(/\s+/).length, t.title).toBeGreaterThanOrEqual(50)
})

import type { UIFieldServerProps, Where } from 'payload'

import { PRICED_BLOCK } from '@/cms/queries/routed-blocks'
import { abTestByName } from '@/domain/ab/catalogue'
import { previewPathsForTest, previewRouteHref } from '@/domain/preview/preview'
import { isContentEditorRole } from '@/domain/staff/roles'

const muted = { color: 'var(--theme-elevation-600)' } as const

/** Paths of the pages (drafts included, as the editor may read them) that match `where`. */
async function pagePaths({ req }: Pick<UIFieldServerProps, 'req'>, where: Where): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where,
    pagination: false,
    limit: 100,
    depth: 0,
    draft: true,
    select: { path: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs.map((doc) => doc.path)
}

/** A preview link per variant for each page the test changes (the debug parameter's rules: src/domain/ab/assignment). */
export async function AbTestPreviewLinks({ data, req }: UIFieldServerProps) {
  if (!isContentEditorRole(req.user?.roles)) return null
  const code = typeof data?.testName === 'string' ? abTestByName(data.testName) : undefined
  // An experiment of the marketer's own has its preview links in its own panel.
  if (!code) return null
  const cmsPaths = Array.isArray(data?.paths) ? (data.paths as unknown[]).filter((path): path is string => typeof path === 'string') : []
  const needsKind = !cmsPaths.length && (code.pages === 'priced' || code.pages === 'product')
  const [priced, product] = needsKind
    ? await Promise.all([
        code.pages === 'priced' ? pagePaths({ req }, { 'layout.blockType': { equals: PRICED_BLOCK } }) : [],
        code.pages === 'product' ? pagePaths({ req }, { miniSite: { exists: true } }) : [],
      ])
    : [[], []]
  const paths = previewPathsForTest(code, cmsPaths, { priced, product })
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ margin: '0 0 0.5rem' }}>Preview</h3>
      {code.pages === 'all' && !cmsPaths.length ? <p style={muted}>The test changes every page; here is the home page.</p> : null}
      {paths.length === 0 ? <p style={muted}>No page shows this test yet.</p> : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {paths.map((path) => (
          <li key={path} style={{ marginBottom: '0.5rem' }}>
            <code>{path}</code>
            <span style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', marginTop: '0.25rem' }}>
              {code.variants.map((variant) => (
                <a
                  key={variant}
                  className="btn btn--style-secondary btn--size-small btn--withoutPopup"
                  style={{ margin: 0 }}
                  href={previewRouteHref(path, 'en', { ab: { [code.testName]: variant } })}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Preview ${path} in variant ${variant}`}
                >
                  {variant}
                </a>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

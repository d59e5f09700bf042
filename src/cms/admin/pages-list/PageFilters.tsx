import type { BeforeListTableServerProps } from 'payload'

import { activePageFilters, pageFilterHref, type PageFilterField, type PageFilters as Filters } from './filters'

const HEADER_VARIANTS = [
  ['main', 'Main'],
  ['developers', 'Developers'],
  ['slim', 'Slim'],
] as const

const chip = (active: boolean) =>
  ({
    display: 'inline-block',
    padding: '0.2rem 0.65rem',
    borderRadius: 999,
    border: `1px solid ${active ? 'var(--theme-elevation-800)' : 'var(--theme-elevation-150)'}`,
    background: active ? 'var(--theme-elevation-800)' : 'transparent',
    color: active ? 'var(--theme-elevation-0)' : 'var(--theme-text)',
    textDecoration: 'none',
  }) as const

function FilterRow({
  label,
  field,
  options,
  current,
  listPath,
}: {
  label: string
  field: PageFilterField
  options: readonly (readonly [string, string])[]
  current: Filters
  listPath: string
}) {
  const chosen = current[field]
  return (
    <nav aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.4rem', alignItems: 'center' }}>
      <span style={{ minWidth: '7rem', color: 'var(--theme-elevation-650)' }}>{label}:</span>
      <a href={pageFilterHref(listPath, current, field, null)} aria-current={chosen === undefined ? 'true' : undefined} style={chip(chosen === undefined)}>
        All
      </a>
      {options.map(([value, text]) => (
        <a
          key={value}
          href={pageFilterHref(listPath, current, field, value)}
          aria-current={chosen === value ? 'true' : undefined}
          style={chip(chosen === value)}
        >
          {text}
        </a>
      ))}
    </nav>
  )
}

export async function PageFilters({ payload, user, searchParams }: BeforeListTableServerProps) {
  const listPath = `${payload.config.routes.admin}/collections/pages`
  const current = activePageFilters(searchParams as Record<string, unknown> | undefined) ?? {}
  const miniSites = await payload.find({ collection: 'mini-sites', sort: 'name', limit: 50, depth: 0, select: { name: true }, user, overrideAccess: false })
  return (
    <div className="orbit-page-filters" style={{ display: 'grid', gap: '0.5rem', margin: '0 0 1.25rem' }}>
      <FilterRow label="Header" field="headerVariant" options={HEADER_VARIANTS} current={current} listPath={listPath} />
      {miniSites.docs.length > 0 ? (
        <FilterRow
          label="Mini-site"
          field="miniSite"
          options={miniSites.docs.map((site) => [String(site.id), site.name] as const)}
          current={current}
          listPath={listPath}
        />
      ) : null}
    </div>
  )
}

import { groupPositionsByTeam } from '@/domain/pages/careers'
import { interfaceText } from '@/i18n/interface-text'
import { languageEntry } from '@/domain/locales'
import type { OpenPositionsBlock } from '@/payload-types'
import type { PageContext } from '@/site/pages/page-context'

import './open-positions.css'

/**
 * The open positions, one list per team, each with its location and apply link. Rendered on
 * the server; the page refreshes when a position changes (cache tag `positions`).
 */
export function OpenPositionsSection({ block, context }: { block: OpenPositionsBlock; context: PageContext }) {
  const text = interfaceText(context.locale)
  const { htmlLang } = languageEntry(context.locale)
  const teams = groupPositionsByTeam(context.openPositions ?? [], htmlLang)
  const headingId = `open-positions-${block.id ?? 'heading'}`
  return (
    <section className="block block-open-positions" aria-labelledby={headingId}>
      <div className="block__inner">
        <h2 className="block__heading" id={headingId}>
          {block.heading}
        </h2>
        {teams.length === 0 ? <p className="block-open-positions__empty">{text.careersNoOpenPositions}</p> : null}
        {teams.map(({ team, positions }) => (
          <div key={team || '-'} className="block-open-positions__team">
            <h3 className="block-open-positions__team-name">{team || text.careersOtherTeam}</h3>
            <ul className="block-open-positions__list">
              {positions.map((position) => (
                <li key={position.id} className="block-open-positions__position">
                  <div>
                    <p className="block-open-positions__title" id={`position-${position.id}`}>
                      {position.title}
                    </p>
                    {position.location ? <p className="block-open-positions__location">{position.location}</p> : null}
                    {position.description ? <p className="block-open-positions__description">{position.description}</p> : null}
                  </div>
                  <a
                    className="block-open-positions__apply"
                    href={position.applyUrl}
                    aria-describedby={`position-${position.id}`}
                    {...(position.applyUrl.startsWith('/') ? {} : { rel: 'noopener noreferrer', target: '_blank' })}
                  >
                    {text.careersApply}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}

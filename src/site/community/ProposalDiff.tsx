import type { MyTemplate } from '@/domain/community/my-templates'
import type { CommunityText } from '@/i18n/community-text'
import { formatText } from '@/i18n/format'
import { LOCALES } from '@/domain/locales'

import { type DiffLabel, type DiffRow, proposalDiffRows } from './proposal-diff'
import './proposal-diff.css'

type Props = {
  /** Kept while the moderator's edits await the member's answer. */
  mine: MyTemplate
  proposal: MyTemplate
  text: CommunityText
}

const languageName = (code: string) => LOCALES.find((locale) => locale.code === code)?.nativeName ?? code

const labelText = (label: DiffLabel, text: CommunityText) => formatText(text[label.key], { number: String(label.number ?? '') })

function Value({ row, side, text }: { row: DiffRow; side: 'mine' | 'proposal'; text: CommunityText }) {
  const value = row[side]
  if (!value) return <p>–</p>
  return row.kind === 'image' ? <img src={value} alt={labelText(row.label, text)} loading="lazy" /> : <p>{value}</p>
}

/** One block per changed field, so the member sees exactly what they are asked to approve. */
export function ProposalDiff({ mine, proposal, text }: Props) {
  const rows = proposalDiffRows(mine, proposal, languageName)
  if (rows.length === 0) return null
  return (
    // Not a named region: the page's own region for the moderator's edits follows with the buttons.
    <div id="proposal" className="proposal-diff" data-testid="proposal-diff">
      <h2 id="proposal-heading">{text.communityReviewEdits}</h2>
      <p>{text.communityModeratorEditsShort}</p>
      {rows.map((row) => (
        <div key={row.id} role="group" className="proposal-diff__field" aria-labelledby={`proposal-field-${row.id}`} data-field={row.id}>
          <h3 id={`proposal-field-${row.id}`}>{labelText(row.label, text)}</h3>
          <div className="proposal-diff__sides">
            <div className="proposal-diff__side proposal-diff__side--mine">
              <h4>{text.communityYourTemplate}</h4>
              <Value row={row} side="mine" text={text} />
            </div>
            <div className="proposal-diff__side proposal-diff__side--proposal">
              <h4>{text.communityModeratorEditsTitle}</h4>
              <Value row={row} side="proposal" text={text} />
            </div>
          </div>
        </div>
      ))}
    </div>
  )
}

import { interfaceText, type InterfaceStringKey } from '@/i18n/interface-text'
import { ANY_TEAM, TEAM_CLUSTERS, TEAM_INDUSTRIES, TEAM_PARAMS, type TeamCluster, type TeamIndustry } from '@/domain/personalisation/team-choice'
import { pathFor } from '@/domain/routing/paths'
import type { TeamPickerBlock } from '@/payload-types'
import { BlockHeader } from '@/site/components/BlockHeader'
import type { PageContext } from '@/site/pages/page-context'

import { IndustrySelect } from './IndustrySelect'

export const TEAM_LABELS: Record<TeamCluster, InterfaceStringKey> = {
  marketing: 'teamMarketing',
  crm: 'teamCrm',
  project_management: 'teamProjectManagement',
  tech: 'teamTech',
  operations: 'teamOperations',
  hr: 'teamHr',
}

const INDUSTRY_LABELS: Record<TeamIndustry, InterfaceStringKey> = {
  technology: 'industryTechnology',
  retail: 'industryRetail',
  healthcare: 'industryHealthcare',
  education: 'industryEducation',
  finance: 'industryFinance',
  nonprofit: 'industryNonprofit',
}

const SECTION_ID = 'team'

/**
 * A plain form: the proxy keeps the choice as the visitor's cluster and industry cookies (where
 * consent allows) and renders the page's examples for it, so it works without a script.
 */
export function TeamPickerSection({ block, context }: { block: TeamPickerBlock; context: PageContext }) {
  const t = interfaceText(context.locale)
  const chosen = context.team
  return (
    <section className="block block-team-picker" id={SECTION_ID}>
      <div className="block__inner">
        <BlockHeader heading={block.heading} intro={block.intro} />
        <form className="block-team-picker__form" method="get" action={`${pathFor({ path: context.path }, context.locale)}#${SECTION_ID}`}>
          <fieldset className="block-team-picker__teams">
            <legend className="visually-hidden">{t.teamLabel}</legend>
            {TEAM_CLUSTERS.map((team) => (
              <button key={team} type="submit" name={TEAM_PARAMS.cluster} value={team} aria-pressed={team === chosen} className="block-team-picker__team">
                {t[TEAM_LABELS[team]]}
              </button>
            ))}
            <button type="submit" name={TEAM_PARAMS.cluster} value={ANY_TEAM} aria-pressed={chosen === undefined} className="block-team-picker__team">
              {t.teamAny}
            </button>
          </fieldset>
          <IndustrySelect
            label={t.teamIndustry}
            name={TEAM_PARAMS.industry}
            options={[
              { value: '', label: t.teamIndustryAny },
              ...TEAM_INDUSTRIES.map((industry) => ({ value: industry, label: t[INDUSTRY_LABELS[industry]] })),
            ]}
          />
        </form>
      </div>
    </section>
  )
}

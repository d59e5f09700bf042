import { headingField, layoutBlock } from '../layout-block'

/**
 * "What does your team do?": the visitor picks a team (and an industry), and the page's examples
 * (product cards) lead with what suits it, on this page and the next visits (team-choice.ts).
 */
export const TeamPicker = layoutBlock({ slug: 'teamPicker', interfaceName: 'TeamPickerBlock', singular: 'Team picker', plural: 'Team pickers' }, [
  { ...headingField, admin: { description: 'The question, for example “What does your team do?”. The teams and industries offered are the site’s own.' } },
  { name: 'intro', type: 'textarea', localized: true, maxLength: 300 },
])

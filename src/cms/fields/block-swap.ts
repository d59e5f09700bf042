import type { Field } from 'payload'

import { pageBlocks } from '@/cms/blocks'

/** The blocks an experiment's variant or a personalisation rule shows, and where on the page. */
export function blockSwapFields(description: string): Field[] {
  return [
    {
      name: 'replacesBlock',
      type: 'number',
      min: 1,
      max: 100,
      admin: {
        step: 1,
        description: 'The position of the page’s block these blocks replace (1 is the first block). Empty: they replace the whole layout.',
      },
    },
    {
      name: 'blocks',
      type: 'blocks',
      blocks: pageBlocks,
      // One structure for every locale, as a page's layout; the texts inside each block are localized.
      localized: false,
      maxRows: 20,
      admin: { description },
    },
  ]
}

import { rowsField } from '@/cms/fields/rows'

import { headingField, layoutBlock } from '../layout-block'

export const Faq = layoutBlock({ slug: 'faq', interfaceName: 'FaqBlock', singular: 'FAQ', plural: 'FAQs' }, [
  headingField,
  rowsField({ name: 'items', singular: 'Question', plural: 'Questions', labelFields: ['question'], required: true, maxRows: 30 }, [
    { name: 'question', type: 'text', required: true, localized: true, maxLength: 200 },
    { name: 'answer', type: 'richText', required: true, localized: true },
  ]),
])

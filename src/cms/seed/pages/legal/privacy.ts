import { h2, p, richText, ul } from '../../richText'
import type { LayoutBlock } from '../build'

/** /l/privacy-policy: the privacy policy of the fictional vendor (example company details). */
export const privacyPolicy = (brand: string): LayoutBlock[] => [
  {
    blockType: 'richText',
    content: richText(
      p('Last updated: 1 September 2026'),
      p(
        `This policy explains what personal data ${brand} Ltd. (“${brand}”, “we”) collects when you visit our websites, use our products or contact us, why we collect it, how long we keep it and the rights you have. ${brand} Ltd., 12 Harbour Street, London EC2A 4NE, United Kingdom, is the controller of the data described here. Where we process data on behalf of our customers inside the product, the customer is the controller and our data processing agreement applies.`,
      ),
      h2('What we collect'),
      ul(
        'Account data: your name, work email address, password (stored as a hash), company, role and language.',
        'Contact and sales data: what you tell us in forms, emails, calls and meetings, such as team size, phone number and country.',
        'Usage data: pages visited, features used, device, browser, approximate location from your IP address, and errors.',
        'Payment data: billing address and the last four digits of your card; card numbers are handled by our payment provider.',
        'Cookies and similar technologies, as described in our cookie policy.',
      ),
      h2('Why we use it, and on what legal basis'),
      ul(
        'To provide the service and support you (performance of a contract).',
        'To keep the service secure, prevent fraud and improve our products (our legitimate interests).',
        'To send product news and marketing, which you can unsubscribe from at any time (consent, or legitimate interests where the law allows).',
        'To meet legal, tax and accounting obligations (legal obligation).',
      ),
      h2('Who we share it with'),
      p(
        'We never sell personal data. We share it only with service providers who process it on our behalf under contract (hosting, email delivery, payment, customer support tools), with our group companies, and with authorities where the law requires it. A current list of sub-processors is published in our trust center.',
      ),
      h2('International transfers'),
      p(
        'Customers choose where their account data is hosted: the European Union, the United States or Australia. Where data leaves the European Economic Area or the United Kingdom, we rely on adequacy decisions or the European Commission’s standard contractual clauses, with additional safeguards.',
      ),
      h2('How long we keep it'),
      p(
        'Account data is kept for as long as your account exists and deleted within 90 days after it is closed. Sales records are kept for up to three years after our last contact; invoices for the period tax law requires (usually ten years).',
      ),
      h2('Your rights'),
      p(
        'You may ask for access to your data, its correction, deletion, restriction or portability, and object to its processing, including for direct marketing. Write to privacy@orbit.example. You can also complain to your data protection authority; in the UK that is the Information Commissioner’s Office.',
      ),
      h2('Changes to this policy'),
      p('When we change this policy in a way that matters, we announce it on this page and, for customers, by email at least 30 days in advance.'),
    ),
  },
]

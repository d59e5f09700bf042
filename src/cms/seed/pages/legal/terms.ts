import { h2, p, richText, ul } from '../../richText'
import type { LayoutBlock } from '../build'

/** /l/terms-of-service: the terms of the fictional vendor (example company details). */
export const termsOfService = (brand: string): LayoutBlock[] => [
  {
    blockType: 'richText',
    content: richText(
      p('Effective: 1 September 2026'),
      p(
        `These terms form an agreement between ${brand} Ltd. and the customer who creates an account or signs an order form (“you”). By using ${brand}, you accept these terms on behalf of yourself or the organisation you represent.`,
      ),
      h2('1. The service'),
      p(
        `${brand} provides cloud software for work management, CRM, software development, service management and email campaigns. We may improve and change features; we will not materially reduce the core functionality of a paid plan during its term.`,
      ),
      h2('2. Accounts and users'),
      ul(
        'You are responsible for the users you invite and for keeping credentials secure.',
        'Each seat is for one named person; seats may be reassigned but not shared.',
        'You must be at least 16 years old to use the service.',
      ),
      h2('3. Plans, fees and renewal'),
      p(
        'Paid plans are billed monthly or yearly in advance, per seat. Plans renew automatically for the same period unless cancelled before the renewal date. Prices exclude taxes. We may change prices at renewal with at least 30 days’ notice.',
      ),
      h2('4. Your content'),
      p(
        'You own the content you put into the service. You grant us the rights needed to host, process and display it only to provide the service to you. You can export your content at any time.',
      ),
      h2('5. Acceptable use'),
      p(
        'You may not use the service to break the law, send unsolicited bulk email, infringe others’ rights, probe or disrupt our systems, or resell the service without our written agreement.',
      ),
      h2('6. Availability and support'),
      p('We aim for 99.9% monthly availability. Enterprise customers receive a service level agreement with service credits, as set out in their order form.'),
      h2('7. Liability'),
      p(
        'Except for breaches of confidentiality, your payment obligations and indemnities, each party’s total liability is limited to the fees paid in the twelve months before the claim. Neither party is liable for indirect or consequential losses.',
      ),
      h2('8. Termination'),
      p(
        'You may cancel at any time; cancellation takes effect at the end of the current billing period. We may suspend accounts that break these terms after notice, or immediately where the law or security requires.',
      ),
      h2('9. Governing law'),
      p(
        'These terms are governed by the laws of England and Wales; the courts of London have exclusive jurisdiction, unless the law of your country of residence requires otherwise.',
      ),
    ),
  },
]

/** English: the privacy policy, terms of service, accessibility statement and cookie policy the seed writes (`{brand}` is filled in by the seed). */
import type { CookiePolicyCopy, LegalPageCopy } from '../legal-page-copy'

export const legalPages = {
  privacy: {
    title: 'Privacy policy',
    summary: 'What we collect, why, and the choices you have.',
    intro: [
      'Last updated: 1 September 2026',
      'This policy explains what personal data {brand} Ltd. (“{brand}”, “we”) collects when you visit our websites, use our products or contact us, why we collect it, how long we keep it and the rights you have. {brand} Ltd., 12 Harbour Street, London EC2A 4NE, United Kingdom, is the controller of the data described here. Where we process data on behalf of our customers inside the product, the customer is the controller and our data processing agreement applies.',
    ],
    sections: [
      {
        heading: 'What we collect',
        body: [
          [
            'Account data: your name, work email address, password (stored as a hash), company, role and language.',
            'Contact and sales data: what you tell us in forms, emails, calls and meetings, such as team size, phone number and country.',
            'Usage data: pages visited, features used, device, browser, approximate location from your IP address, and errors.',
            'Payment data: billing address and the last four digits of your card; card numbers are handled by our payment provider.',
            'Cookies and similar technologies, as described in our cookie policy.',
          ],
        ],
      },
      {
        heading: 'Why we use it, and on what legal basis',
        body: [
          [
            'To provide the service and support you (performance of a contract).',
            'To keep the service secure, prevent fraud and improve our products (our legitimate interests).',
            'To send product news and marketing, which you can unsubscribe from at any time (consent, or legitimate interests where the law allows).',
            'To meet legal, tax and accounting obligations (legal obligation).',
          ],
        ],
      },
      {
        heading: 'Who we share it with',
        body: [
          'We never sell personal data. We share it only with service providers who process it on our behalf under contract (hosting, email delivery, payment, customer support tools), with our group companies, and with authorities where the law requires it. A current list of sub-processors is published in our trust center.',
        ],
      },
      {
        heading: 'International transfers',
        body: [
          'Customers choose where their account data is hosted: the European Union, the United States or Australia. Where data leaves the European Economic Area or the United Kingdom, we rely on adequacy decisions or the European Commission’s standard contractual clauses, with additional safeguards.',
        ],
      },
      {
        heading: 'How long we keep it',
        body: [
          'Account data is kept for as long as your account exists and deleted within 90 days after it is closed. Sales records are kept for up to three years after our last contact; invoices for the period tax law requires (usually ten years).',
        ],
      },
      {
        heading: 'Your rights',
        body: [
          'You may ask for access to your data, its correction, deletion, restriction or portability, and object to its processing, including for direct marketing. Write to privacy@orbit.example. You can also complain to your data protection authority; in the UK that is the Information Commissioner’s Office.',
        ],
      },
      {
        heading: 'Changes to this policy',
        body: ['When we change this policy in a way that matters, we announce it on this page and, for customers, by email at least 30 days in advance.'],
      },
    ],
  } satisfies LegalPageCopy as LegalPageCopy,
  terms: {
    title: 'Terms of service',
    summary: 'The terms that apply when you use {brand}.',
    intro: [
      'Effective: 1 September 2026',
      'These terms form an agreement between {brand} Ltd. and the customer who creates an account or signs an order form (“you”). By using {brand}, you accept these terms on behalf of yourself or the organisation you represent.',
    ],
    sections: [
      {
        heading: '1. The service',
        body: [
          '{brand} provides cloud software for work management, CRM, software development, service management and email campaigns. We may improve and change features; we will not materially reduce the core functionality of a paid plan during its term.',
        ],
      },
      {
        heading: '2. Accounts and users',
        body: [
          [
            'You are responsible for the users you invite and for keeping credentials secure.',
            'Each seat is for one named person; seats may be reassigned but not shared.',
            'You must be at least 16 years old to use the service.',
          ],
        ],
      },
      {
        heading: '3. Plans, fees and renewal',
        body: [
          'Paid plans are billed monthly or yearly in advance, per seat. Plans renew automatically for the same period unless cancelled before the renewal date. Prices exclude taxes. We may change prices at renewal with at least 30 days’ notice.',
        ],
      },
      {
        heading: '4. Your content',
        body: [
          'You own the content you put into the service. You grant us the rights needed to host, process and display it only to provide the service to you. You can export your content at any time.',
        ],
      },
      {
        heading: '5. Acceptable use',
        body: [
          'You may not use the service to break the law, send unsolicited bulk email, infringe others’ rights, probe or disrupt our systems, or resell the service without our written agreement.',
        ],
      },
      {
        heading: '6. Availability and support',
        body: [
          'We aim for 99.9% monthly availability. Enterprise customers receive a service level agreement with service credits, as set out in their order form.',
        ],
      },
      {
        heading: '7. Liability',
        body: [
          'Except for breaches of confidentiality, your payment obligations and indemnities, each party’s total liability is limited to the fees paid in the twelve months before the claim. Neither party is liable for indirect or consequential losses.',
        ],
      },
      {
        heading: '8. Termination',
        body: [
          'You may cancel at any time; cancellation takes effect at the end of the current billing period. We may suspend accounts that break these terms after notice, or immediately where the law or security requires.',
        ],
      },
      {
        heading: '9. Governing law',
        body: [
          'These terms are governed by the laws of England and Wales; the courts of London have exclusive jurisdiction, unless the law of your country of residence requires otherwise.',
        ],
      },
    ],
  } satisfies LegalPageCopy as LegalPageCopy,
  accessibility: {
    title: 'Accessibility statement',
    summary: 'Our commitment to making {brand} usable by everyone.',
    intro: [
      '{brand} is committed to making its website and products usable by everyone, including people who use screen readers, keyboard navigation, voice control or magnification.',
    ],
    sections: [
      {
        heading: 'Conformance status',
        body: [
          'This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA and to the European standard EN 301 549. It is partially conformant: most content meets the standard, with the exceptions listed below.',
        ],
      },
      {
        heading: 'What we do',
        body: [
          [
            'Every page is tested with automated checks in our release pipeline.',
            'Key journeys (sign-up, pricing, contact sales) are tested by hand with NVDA, VoiceOver and keyboard only, before every major release.',
            'An external auditor reviews the site once a year; the last audit was in June 2026.',
          ],
        ],
      },
      {
        heading: 'Known limitations',
        body: [
          [
            'Some older videos in the blog and webinar library do not yet have captions; we are adding them by the end of 2026.',
            'Some PDF reports published before 2025 are not fully tagged; accessible versions are available on request.',
          ],
        ],
      },
      {
        heading: 'Feedback and contact',
        body: [
          'If you find a barrier, write to accessibility@orbit.example or use the contact support form. We answer within two working days and aim to fix reported barriers within 30 days.',
        ],
      },
    ],
  } satisfies LegalPageCopy as LegalPageCopy,
  cookiePolicy: {
    title: 'Cookie policy',
    summary: 'Which cookies {brand} sets on this website, what each is for, and how to change your choice.',
    paragraphs: [
      'This policy explains which cookies {brand} sets on this website, what each one is for and how long it is kept.',
      'Necessary cookies make the site work and remember your choices; they are always on. Functional, analytics and marketing cookies are set only if you allow them. In the European Economic Area, the United Kingdom and other countries where the law requires it, we ask before setting any of them. Elsewhere they are on unless you turn them off, and a browser that sends the Global Privacy Control signal is opted out of marketing cookies.',
      'You can change or withdraw your choice at any time with “Cookie settings” at the bottom of every page. Withdrawing removes the cookies of the categories you turned off. We keep a record of each choice (when it was made, the country, the categories and the version of this policy), without your IP address or any details of your browser.',
      'When this policy changes in a way that matters for your choice, we ask you again.',
    ],
    tableHeading: 'Cookies we use',
    tableIntro: 'Every cookie this site may set, by category. Each one expires the stated time after it is set.',
  } satisfies CookiePolicyCopy as CookiePolicyCopy,
}

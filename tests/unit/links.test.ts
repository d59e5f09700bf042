import { describe, expect, it } from 'vitest'

import { contentLinkUrls, isAllowedContentLink } from '@/domain/links'

describe('RELIABILITY: No open redirect anywhere (links in edited content)', () => {
  it.each(['https://example.com/a', 'http://example.com', 'mailto:sales@example.com', 'tel:+4930123', '/pricing', '/w/a?b=1#c', '#faq'])(
    'lets %s through',
    (url) => expect(isAllowedContentLink(url)).toBe(true),
  )

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/.//evil.example',
    'file:///etc/passwd',
    'pricing',
    '',
  ])('refuses %j', (url) => expect(isAllowedContentLink(url)).toBe(false))

  it('finds the links of a Lexical document, internal links aside', () => {
    const document = {
      root: {
        children: [
          { type: 'paragraph', children: [{ type: 'link', fields: { linkType: 'custom', url: 'data:x' }, children: [] }] },
          { type: 'autolink', fields: { url: 'https://a.example' } },
          { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 1 } } },
        ],
      },
    }
    expect(contentLinkUrls({ layout: [{ content: document }] })).toEqual(['data:x', 'https://a.example'])
  })
})

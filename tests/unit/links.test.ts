import { describe, expect, it } from 'vitest'

import { contentLinkUrls, isAllowedContentLink, isUnsafeLinkTarget } from '@/domain/routing/links'

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

  it('judges an autolink by its URL, and an internal link by any URL it carries', () => {
    const document = {
      root: {
        children: [
          // The renderer writes an autolink's URL as its href whatever its link type says.
          { type: 'autolink', fields: { linkType: 'internal', url: 'javascript:alert(1)' } },
          { type: 'link', fields: { linkType: 'internal', url: 'vbscript:msgbox(1)', doc: { relationTo: 'pages', value: 1 } } },
          { type: 'link', fields: { linkType: 'internal', url: '', doc: { relationTo: 'pages', value: 1 } } },
        ],
      },
    }
    expect(contentLinkUrls(document)).toEqual(['javascript:alert(1)', 'vbscript:msgbox(1)'])
  })
})

describe('isUnsafeLinkTarget: what no draft may hold, as it is typed and autosaved', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    ' java\tscript:x',
    'JAVASCRIPT:x',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'file:///etc/passwd',
  ])('refuses %j', (url) => expect(isUnsafeLinkTarget(url)).toBe(true))
  it.each(['', 'h', 'https:/', 'https://example.com', '/pric', '/pricing', 'mailto:a@b.example', 'tel:+1', 'example', '#top'])(
    'lets %j wait for the publish',
    (url) => expect(isUnsafeLinkTarget(url)).toBe(false),
  )
})

/**
 * Rich text as visitors' browsers and the HTML checker read it: a bullet list's items carry no
 * number (HTML allows `value` only in an ordered list), a numbered list's items keep theirs.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { richText, ul } from '@/cms/seed/rich-text'
import { RichText } from '@/site/components/RichText'

const numbered = {
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'list',
        listType: 'number',
        tag: 'ol',
        start: 1,
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: ['First', 'Second'].map((text, index) => ({
          type: 'listitem',
          value: index + 1,
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          children: [{ type: 'text', text, format: 0, mode: 'normal', style: '', detail: 0, version: 1 }],
        })),
      },
    ],
  },
}

describe('rich text lists', () => {
  it('writes bullet items without a number', () => {
    const html = renderToStaticMarkup(createElement(RichText, { data: richText(ul('Account data', 'Usage data')) as never }))
    expect(html).toContain('<ul')
    expect(html).toContain('Account data</li>')
    expect(html).not.toMatch(/<li[^>]*\svalue=/)
  })

  it('keeps the numbers of a numbered list', () => {
    const html = renderToStaticMarkup(createElement(RichText, { data: numbered as never }))
    expect(html).toContain('<ol')
    expect(html).toMatch(/<li[^>]*\svalue="2"[^>]*>Second<\/li>/)
  })
})

const paragraphWith = (...links: { type: 'link' | 'autolink'; url: string; linkType?: string }[]) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: links.map(({ type, url, linkType = 'custom' }) => ({
          type,
          fields: { url, linkType, newTab: false },
          format: '',
          indent: 0,
          version: 2,
          direction: 'ltr',
          children: [{ type: 'text', text: `to ${url}`, format: 0, mode: 'normal', style: '', detail: 0, version: 1 }],
        })),
      },
    ],
  },
})

describe('rich text links', () => {
  it('shows a link that may not be followed as its text, whatever its node says', () => {
    const html = renderToStaticMarkup(
      createElement(RichText, {
        data: paragraphWith(
          { type: 'autolink', url: 'javascript:alert(1)', linkType: 'internal' },
          { type: 'link', url: 'data:text/html,<script>alert(1)</script>' },
          { type: 'link', url: 'vbscript:msgbox(1)' },
        ) as never,
      }),
    )
    expect(html).not.toContain('href')
    expect(html).toContain('<span>to javascript:alert(1)</span>')
  })

  it('keeps links to the site and to https addresses', () => {
    const html = renderToStaticMarkup(
      createElement(RichText, { data: paragraphWith({ type: 'link', url: '/pricing' }, { type: 'autolink', url: 'https://example.com/' }) as never }),
    )
    expect(html).toContain('href="/pricing"')
    expect(html).toContain('href="https://example.com/"')
  })
})

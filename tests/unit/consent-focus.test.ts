import { describe, expect, it, vi } from 'vitest'

import { focusAfterChoice, focusMainContent } from '@/site/consent/focus'

function fakeDocument({ main = true }: { main?: boolean } = {}) {
  const attributes = new Map<string, string>()
  const mainElement = {
    focus: vi.fn(),
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  }
  const skipLink = { focus: vi.fn(), hasAttribute: () => true, setAttribute: () => undefined }
  return {
    attributes,
    mainElement,
    skipLink,
    doc: {
      getElementById: (id: string) => (main && id === 'main' ? mainElement : null),
      querySelector: (selector: string) => (selector === '.skip-link' ? skipLink : null),
    },
  }
}

describe('focus after a cookie choice', () => {
  it('moves to #main after a choice on the banner, making it focusable without entering the tab order', () => {
    const page = fakeDocument()
    focusAfterChoice({ fromBanner: true, opener: null, openerInBanner: false, doc: page.doc })
    expect(page.attributes.get('tabindex')).toBe('-1')
    expect(page.mainElement.focus).toHaveBeenCalledWith({ preventScroll: true })
  })

  it('moves to #main after saving a panel the banner opened (the banner is gone)', () => {
    const page = fakeDocument()
    const bannerButton = { focus: vi.fn(), isConnected: true }
    focusAfterChoice({ fromBanner: false, opener: bannerButton, openerInBanner: true, doc: page.doc })
    expect(page.mainElement.focus).toHaveBeenCalled()
    expect(bannerButton.focus).not.toHaveBeenCalled()
  })

  it('goes back to the footer button that opened the panel', () => {
    const page = fakeDocument()
    const footerButton = { focus: vi.fn(), isConnected: true }
    focusAfterChoice({ fromBanner: false, opener: footerButton, openerInBanner: false, doc: page.doc })
    expect(footerButton.focus).toHaveBeenCalled()
    expect(page.mainElement.focus).not.toHaveBeenCalled()
  })

  it('keeps a tabindex the page gave #main, and falls back to the skip link without one', () => {
    const page = fakeDocument()
    page.attributes.set('tabindex', '0')
    focusMainContent(page.doc)
    expect(page.attributes.get('tabindex')).toBe('0')
    const bare = fakeDocument({ main: false })
    focusMainContent(bare.doc)
    expect(bare.skipLink.focus).toHaveBeenCalled()
  })
})

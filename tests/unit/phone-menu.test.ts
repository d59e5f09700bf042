import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { HeaderItem } from '@/site/ab/header-menu'
import { headerLinksMissingFromSideMenu, PhoneMenuGroups } from '@/site/layout/PhoneMenuGroups'

const link = (text: string, url: string) => ({ text, url, newTab: false })

/** The seeded main menu: two submenus, then three links of its own. */
const HEADER: HeaderItem[] = [
  { id: 'p', link: link('Products', '/product'), children: [{ id: 'p1', link: link('CRM', '/crm') }] },
  { id: 's', link: link('Solutions', '/use-cases/team-management'), children: [{ id: 's1', link: link('Marketing', '/marketing') }] },
  { id: 't', link: link('Templates', '/templates'), children: [] },
  { id: 'r', link: link('Pricing', '/pricing'), children: [] },
  { id: 'c', link: link('Contact sales', '/sales/contact-us?from=header'), children: [] },
]

const SIDE_MENU = ['/why-orbit', '/product', '/pricing', '/sales/contact-us?from=side_menu', '/careers', 'https://auth.orbit.example/login']

describe('the phone menu', () => {
  it('adds the header’s links the side menu lacks, and none it already has', () => {
    expect(headerLinksMissingFromSideMenu(HEADER, SIDE_MENU).map((item) => item.link.text)).toEqual(['Templates'])
  })

  it('shows Templates after the submenus', () => {
    const html = renderToStaticMarkup(createElement(PhoneMenuGroups, { items: HEADER, sideMenuUrls: SIDE_MENU, locale: 'en' }))
    const texts = [...html.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map(([, text]) => text)
    expect(texts).toEqual(['CRM', 'Marketing', 'Templates'])
  })
})

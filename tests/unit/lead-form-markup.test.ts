/**
 * The lead form's markup as the server renders it: the honeypot looks like any other field, the
 * phone shows the chosen country's calling code also when the page comes back from a post
 * without JavaScript, and the confirmation's heading can take the focus.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { contactCountryOptions } from '@/domain/forms/countries'
import { formText, productOptions } from '@/i18n/form-text'
import type { LeadFormState } from '@/site/forms/state'

const actionState = vi.hoisted(() => ({ current: undefined as LeadFormState | undefined }))
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>()
  return {
    ...react,
    // The state the page's form action answered with; the editing state when none is set.
    useActionState: (action: unknown, initial: LeadFormState) => [actionState.current ?? initial, action, false],
  }
})

const { LeadForm } = await import('@/site/forms/LeadForm')
const { LeadFormConfirmation } = await import('@/site/forms/LeadFormConfirmation')

function render(state: LeadFormState | undefined, locale: 'en' | 'de' = 'en') {
  actionState.current = state
  const text = formText(locale)
  return renderToStaticMarkup(
    createElement(LeadForm, {
      form: 'contactSales',
      locale,
      page: '/sales/contact-us',
      text,
      countries: contactCountryOptions(locale),
      products: productOptions(text),
      privacyHref: '/l/privacy-policy',
      action: async (previous) => previous,
      permalink: locale === 'en' ? '/sales/contact-us' : '/lang/de/sales/contact-us',
    }),
  )
}

describe('LeadForm markup', () => {
  it('gives the honeypot a plain label and class, like the fields around it', () => {
    const html = render(undefined)
    expect(html).toContain('>Website</label>')
    expect(html).toMatch(/<div class="lead-form__field lead-form__field--website" aria-hidden="true">/)
    expect(html).not.toMatch(/trap|honeypot|leave this field empty/i)
  })

  it('shows the calling code of the country a post without JavaScript kept', () => {
    const html = render({
      status: 'invalid',
      errors: { phone: 'Enter a phone number of digits, such as 555 123 4567.' },
      values: { country: 'IL', phone: '12' },
    })
    expect(html).toMatch(/<span class="lead-form__prefix" aria-hidden="true">\+972<\/span>/)
    expect(render({ status: 'editing' })).not.toContain('lead-form__prefix')
  })

  it('lists the products in the page’s language', () => {
    const html = render(undefined, 'de')
    expect(html).toContain('<option value="work-management">Arbeitsmanagement</option>')
    expect(html).not.toContain('Work management')
  })

  it('makes the confirmation’s heading focusable, for the focus to move there', () => {
    const html = renderToStaticMarkup(
      createElement(LeadFormConfirmation, { form: 'contactSales', state: { status: 'sent', name: 'Dana' }, text: formText('en') }),
    )
    expect(html).toMatch(/<h3 tabindex="-1" class="lead-form__thanks">Thank you, Dana!<\/h3>/)
  })
})

'use client'

import { lazy, startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { formatText } from '@/i18n/format'
import type { CountryOption } from '@/domain/forms/countries'
import {
  COMPANY_SIZES,
  FIELD_MAX_LENGTH,
  fieldsOf,
  HONEYPOT_FIELD,
  isRequired,
  SUPPORT_TOPICS,
  type LeadField,
  type LeadForm as LeadFormKind,
} from '@/domain/forms/fields'
import type { FormText, FormTextKey } from '@/i18n/form-text'

import { EDITING, HIDDEN_FIELDS, type LeadFormAction, type LeadFormState } from './state'
import { statusMessage } from './status-message'
import { fetchVisitorCountry } from './visitor-country'

// What only a submission needs loads on the form's first focus, keeping it out of the first-load JavaScript.
const LeadFormConfirmation = lazy(() =>
  import('./submission').then(
    (code) => ({ default: code.LeadFormConfirmation }),
    () => ({ default: PlainThanks }),
  ),
)

function PlainThanks({ form, text }: { form: LeadFormKind; text: FormText }) {
  return (
    <p className="lead-form lead-form--sent" role="status">
      {form === 'support' ? text.thanksSupport : text.thanksSales}
    </p>
  )
}

type Props = {
  form: LeadFormKind
  locale: string
  page: string
  text: FormText
  countries: { suggested: CountryOption[]; all: CountryOption[] }
  products: { value: string; label: string }[]
  privacyHref: string
  action: LeadFormAction
  /** Where the form posts without JavaScript (an empty action is not valid HTML). */
  permalink: string
}

const SUBMIT_TEXT = { contactSales: 'submitContactSales', support: 'submitSupport', crm: 'submitCrm' } as const satisfies Record<LeadFormKind, FormTextKey>

const TOPIC_TEXT = {
  account: 'topicAccount',
  billing: 'topicBilling',
  technical: 'topicTechnical',
  'feature-request': 'topicFeatureRequest',
  other: 'topicOther',
} as const satisfies Record<(typeof SUPPORT_TOPICS)[number], FormTextKey>

const LABELS = {
  name: 'labelName',
  email: 'labelEmail',
  company: 'labelCompany',
  companySize: 'labelCompanySize',
  country: 'labelCountry',
  phone: 'labelPhone',
  product: 'labelProduct',
  topic: 'labelTopic',
  message: 'labelMessage',
} as const satisfies Record<LeadField, FormTextKey>

/** HTML allows `tel-national` only on a text input, so the phone field is one, with the phone keypad. */
const AUTOCOMPLETE: Partial<Record<LeadField, string>> = {
  name: 'name',
  email: 'email',
  company: 'organization',
  country: 'country',
  phone: 'tel-national',
}

/** getRandomValues, unlike randomUUID, also works on a plain-http address. */
function newKeyBase(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

type Choice = { value: string; label: string }

const countryChoice = (country: CountryOption): Choice => ({ value: country.code, label: country.name })

function optionsOf(choices: readonly Choice[]) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ))
}

/**
 * Without JavaScript it posts to the page's form action. With it, the idempotency key is a random
 * part made when shown plus a fingerprint of the values: a retry stores one lead, corrected values a new one.
 */
export function LeadForm({ form, locale, page, text, countries, products, privacyHref, action, permalink }: Props) {
  const [actionState, formAction] = useActionState(action, EDITING, permalink)
  const [clientState, setClientState] = useState<LeadFormState | undefined>()
  const [pending, setPending] = useState(false)
  const [keyBase, setKeyBase] = useState('')
  const [from, setFrom] = useState('')
  const [pickedCountry, setPickedCountry] = useState<string | undefined>()
  const submission = useRef<Promise<typeof import('./submission') | undefined> | undefined>(undefined)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const state = clientState ?? actionState

  useEffect(() => {
    setKeyBase(newKeyBase())
    setFrom(new URLSearchParams(window.location.search).get('from') ?? '')
  }, [])

  // The page is cached for everyone, so the form asks for the visitor's country.
  const countryRef = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    if (!fieldsOf(form).includes('country')) return
    void fetchVisitorCountry().then((country) => {
      const select = countryRef.current
      if (!country || !select || select.value !== '' || !countries.all.some((option) => option.code === country)) return
      select.value = country
      setPickedCountry(country)
    })
  }, [form, countries])

  useEffect(() => {
    if (state.status === 'failed' || state.status === 'busy' || state.status === 'tooLarge' || state.status === 'otherAddress') statusRef.current?.focus()
  }, [state])

  const loadSubmission = () =>
    (submission.current ??= import('./submission').catch(() => {
      submission.current = undefined
      return undefined
    }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return // a double click: the first request is on its way
    const element = event.currentTarget
    const fields = Object.fromEntries([...new FormData(element).entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])))
    const code = await loadSubmission()
    if (!code) {
      // Its code could not be fetched (a tab older than the last deploy): the form action takes the post.
      setClientState(undefined)
      startTransition(() => formAction(new FormData(element)))
      return
    }
    const { validateLeadForm, fieldErrorMessage, submissionKey, submitWithFetch, reportFailedSubmit } = code
    const checked = validateLeadForm(form, fields)
    if (!checked.ok) {
      const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, error]) => [field, fieldErrorMessage(error, text)]))
      setClientState({ status: 'invalid', errors })
      focusFirstInvalid(element, Object.keys(errors))
      return
    }
    setPending(true)
    const answer = await submitWithFetch(form, fields, submissionKey(keyBase, checked.values))
    if (answer.status === 'sent') {
      // A transition: the form stays as it is, still sending, until the thanks are drawn.
      startTransition(() => {
        setPending(false)
        setClientState(answer)
      })
      return
    }
    setPending(false)
    if (answer.status === 'failed') reportFailedSubmit(form, page)
    setClientState(answer)
    if (answer.status === 'invalid' && answer.errors) focusFirstInvalid(element, Object.keys(answer.errors))
  }

  if (state.status === 'sent') return <LeadFormConfirmation form={form} state={state} text={text} />

  const message = statusMessage(state, text)
  const values = state.values ?? {}
  const phonePrefix = phonePrefixOf(countries, pickedCountry ?? values.country)
  const shown = fieldsOf(form)
  const error = (field: LeadField) => state.errors?.[field]
  const describedBy = (field: LeadField, hint?: string) => [error(field) ? `${form}-${field}-error` : undefined, hint].filter(Boolean).join(' ') || undefined

  const label = (field: LeadField) => (
    <label htmlFor={`${form}-${field}`} className="lead-form__label">
      {text[LABELS[field]]}
      {isRequired(form, field) ? null : <span className="lead-form__optional"> ({text.optional})</span>}
    </label>
  )
  const fieldError = (field: LeadField) =>
    error(field) ? (
      <p id={`${form}-${field}-error`} className="lead-form__error">
        {error(field)}
      </p>
    ) : null
  const common = (field: LeadField) => ({
    id: `${form}-${field}`,
    name: field,
    required: isRequired(form, field),
    defaultValue: values[field] ?? '',
    'aria-invalid': error(field) ? true : undefined,
    'aria-describedby': describedBy(field, field === 'phone' ? `${form}-phone-hint` : undefined),
    autoComplete: AUTOCOMPLETE[field],
  })

  const choices: Partial<Record<LeadField, readonly Choice[]>> = {
    companySize: COMPANY_SIZES.map((size) => ({ value: size, label: formatText(text.companySizeOption, { size }) })),
    product: products,
    topic: SUPPORT_TOPICS.map((topic) => ({ value: topic, label: text[TOPIC_TEXT[topic]] })),
  }
  const chooseOne = <option value="">{text.chooseOne}</option>

  return (
    <form
      className="lead-form"
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadSubmission()}
      noValidate={keyBase !== ''}
      aria-busy={pending || undefined}
    >
      <input type="hidden" name={HIDDEN_FIELDS.form} value={form} />
      <input type="hidden" name={HIDDEN_FIELDS.locale} value={locale} />
      <input type="hidden" name={HIDDEN_FIELDS.page} value={page} />
      <input type="hidden" name={HIDDEN_FIELDS.from} value={from || (state.values?.from ?? '')} />
      {message ? (
        <p ref={statusRef} tabIndex={-1} role="alert" className={`lead-form__status lead-form__status--${state.status}`}>
          {message}
        </p>
      ) : null}
      <div className="lead-form__grid">
        {shown.map((field) => (
          <div key={field} className={`lead-form__field lead-form__field--${field}`}>
            {label(field)}
            {field === 'country' ? (
              <select {...common(field)} ref={countryRef} onChange={(event) => setPickedCountry(event.currentTarget.value)}>
                {chooseOne}
                <optgroup label={text.countriesSuggested}>{optionsOf(countries.suggested.map(countryChoice))}</optgroup>
                <optgroup label={text.countriesAll}>{optionsOf(countries.all.map(countryChoice))}</optgroup>
              </select>
            ) : choices[field] ? (
              <select {...common(field)}>
                {chooseOne}
                {optionsOf(choices[field])}
              </select>
            ) : field === 'message' ? (
              <textarea {...common(field)} rows={5} maxLength={FIELD_MAX_LENGTH.message} />
            ) : field === 'phone' ? (
              <div className="lead-form__phone">
                {phonePrefix ? (
                  <span className="lead-form__prefix" aria-hidden="true">
                    {phonePrefix}
                  </span>
                ) : null}
                <input {...common(field)} type="text" inputMode="tel" maxLength={FIELD_MAX_LENGTH.phone} />
              </div>
            ) : (
              <input {...common(field)} type={field === 'email' ? 'email' : 'text'} maxLength={FIELD_MAX_LENGTH[field as 'name' | 'email' | 'company']} />
            )}
            {field === 'phone' ? (
              <p id={`${form}-phone-hint`} className="lead-form__hint">
                {text.phoneHint}
              </p>
            ) : null}
            {fieldError(field)}
          </div>
        ))}
        {/* People never see or reach this field (lead-form.css); programs that fill every field do. */}
        <div className={`lead-form__field lead-form__field--${HONEYPOT_FIELD}`} aria-hidden="true">
          <label htmlFor={`${form}-${HONEYPOT_FIELD}`} className="lead-form__label">
            {text.honeypotLabel}
          </label>
          <input id={`${form}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </div>
      <p className="lead-form__privacy">
        {text.privacyNotice} <a href={privacyHref}>{text.privacyLink}</a>
      </p>
      <button type="submit" className="block-link block-link--primary lead-form__submit" disabled={pending}>
        {pending ? text.sending : text[SUBMIT_TEXT[form]]}
      </button>
    </form>
  )
}

export function phonePrefixOf(countries: { all: readonly CountryOption[] }, code: string | undefined): string | undefined {
  return code ? countries.all.find((country) => country.code === code)?.phonePrefix || undefined : undefined
}

function focusFirstInvalid(form: HTMLFormElement, fields: string[]) {
  const first = [...form.elements].find((element): element is HTMLInputElement => 'name' in element && fields.includes((element as HTMLInputElement).name))
  first?.focus()
}

'use client'

import { useActionState, useEffect, useRef, type ReactNode } from 'react'

import { ACCOUNT_FORM_FIELDS, type AccountField, type AccountForm as AccountFormKind, firstErroredField } from '@/domain/community/account-fields'

import { EDITING, type AccountFormAction, type AccountFormState } from './state'

type Props = {
  form: AccountFormKind
  action: AccountFormAction
  /** An empty action is not valid HTML. */
  permalink: string
  locale: string
  labels: Readonly<Partial<Record<AccountField, string>>>
  hints?: Readonly<Partial<Record<AccountField, string>>>
  submitText: string
  doneTitle?: string
  hidden?: Readonly<Record<string, string>>
  note?: string
  children?: ReactNode
}

const TYPES: Record<AccountField, string> = { name: 'text', email: 'email', password: 'password' }

/** So a password manager offers the saved password to log in, and a new one otherwise. */
function autoComplete(form: AccountFormKind, field: AccountField): string {
  if (field === 'password') return form === 'login' ? 'current-password' : 'new-password'
  return field === 'name' ? 'name' : 'email'
}

/** Posts to the page's server action, with or without JavaScript. */
export function AccountForm({ form, action, permalink, locale, labels, hints = {}, submitText, doneTitle, hidden = {}, note, children }: Props) {
  const [state, formAction, pending] = useActionState<AccountFormState, FormData>(action, EDITING, permalink)
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (state.status === 'done') doneRef.current?.focus()
    else if (state.status === 'failed') statusRef.current?.focus()
    else if (state.status === 'invalid') {
      const field = firstErroredField(form, state.errors ?? {})
      if (field) formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus()
      else statusRef.current?.focus()
    }
  }, [state, form])

  if (state.status === 'done') {
    return (
      <section className="community-done" aria-labelledby={`${form}-done`}>
        <h2 id={`${form}-done`} ref={doneRef} tabIndex={-1}>
          {doneTitle}
        </h2>
        {state.message ? <p>{state.message}</p> : null}
        {state.link ? (
          <p>
            <a className="block-link block-link--primary" href={state.link.href}>
              {state.link.text}
            </a>
          </p>
        ) : null}
      </section>
    )
  }

  const errors = state.errors ?? {}
  const message = state.status === 'invalid' || state.status === 'failed' ? state.message : note
  const id = (field: AccountField) => `${form}-${field}`
  return (
    <form ref={formRef} action={formAction} className="community-form" noValidate>
      <div
        ref={statusRef}
        tabIndex={-1}
        className={message ? `community-form__status community-form__status--${state.status === 'editing' ? 'note' : 'error'}` : undefined}
        role={state.status === 'failed' || state.status === 'invalid' ? 'alert' : undefined}
      >
        {message ? <p>{message}</p> : null}
        {state.link ? (
          <p>
            <a href={state.link.href}>{state.link.text}</a>
          </p>
        ) : null}
      </div>
      <input type="hidden" name="locale" value={locale} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {ACCOUNT_FORM_FIELDS[form].map((field: AccountField) => {
        const error = errors[field]
        const hint = hints[field]
        const describedBy = [error ? `${id(field)}-error` : undefined, hint ? `${id(field)}-hint` : undefined].filter(Boolean).join(' ')
        const value = field === 'password' ? undefined : state.values?.[field]
        return (
          <div key={field} className="community-form__field">
            <label htmlFor={id(field)} className="community-form__label">
              {labels[field]}
            </label>
            {hint ? (
              <p id={`${id(field)}-hint`} className="community-form__hint">
                {hint}
              </p>
            ) : null}
            <input
              // A post without JavaScript renders the form afresh with what was typed.
              key={`${field}-${value ?? ''}`}
              id={id(field)}
              name={field}
              type={TYPES[field]}
              autoComplete={autoComplete(form, field)}
              defaultValue={value}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              maxLength={field === 'password' ? 256 : 320}
            />
            {error ? (
              <p id={`${id(field)}-error`} className="community-form__error">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <p className="community-form__actions">
        <button type="submit" className="block-link block-link--primary community-form__submit" disabled={pending}>
          {submitText}
        </button>
      </p>
      {children}
    </form>
  )
}

'use client'

import { useEffect, useRef } from 'react'

import { formatText } from '@/i18n/format'
import type { LeadForm } from '@/domain/forms/fields'
import type { FormText } from '@/i18n/form-text'

import type { LeadFormState } from './state'

/** The heading takes the focus the form had, so keyboard and screen-reader users land on the answer. */
export function LeadFormConfirmation({ form, state, text }: { form: LeadForm; state: LeadFormState; text: FormText }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const bookMeeting = state.meetings?.bookMeeting
  const getACall = state.meetings?.getACall
  return (
    <div className="lead-form lead-form--sent" role="status">
      <h3 ref={heading} tabIndex={-1} className="lead-form__thanks">
        {state.name ? formatText(text.thanksTitle, { name: state.name }) : text.thanksSales}
      </h3>
      <p>{form === 'support' ? text.thanksSupport : text.thanksSales}</p>
      {getACall?.status === 'available' && state.phone ? (
        <section className="lead-form__offer">
          <h4>{text.callTitle}</h4>
          <p>{formatText(text.callBody, { phone: state.phone, minutes: getACall.withinMinutes })}</p>
        </section>
      ) : null}
      {bookMeeting?.status === 'eligible' && bookMeeting.bookingUrl ? (
        <section className="lead-form__offer">
          <h4>{text.bookMeetingTitle}</h4>
          <p>{text.bookMeetingBody}</p>
          <a className="block-link block-link--primary" href={bookMeeting.bookingUrl} rel="noopener" target="_blank">
            {text.bookMeetingButton}
          </a>
        </section>
      ) : null}
    </div>
  )
}

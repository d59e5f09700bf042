'use client'

import type { ChangeEvent, Dispatch, RefObject, SetStateAction } from 'react'

import {
  COMMUNITY_IMAGE_MIME_TYPES,
  FREE_TAG_CATEGORIES,
  type FreeTagCategory,
  IMAGE_MAX_MEGABYTES,
  MAX_PARAGRAPHS,
  MAX_TAGS_PER_CATEGORY,
  PARAGRAPH_MAX_LENGTH,
  paragraphWordStatus,
  type SubmissionErrors,
  type SubmissionField,
} from '@/domain/community/submission'
import { submissionErrorText } from '@/i18n/community-messages'
import type { CommunityText } from '@/i18n/community-text'
import { formatText } from '@/i18n/format'
import { MIN_PARAGRAPH_WORDS, type TemplateImageType } from '@/domain/templates/templates'

import { StatusBadge } from './StatusBadge'
import type { SubmissionMode } from './submission-api'

export type ImageRef = { id: number; url: string }

export type ImageSlot = {
  file?: File
  preview?: string
  /** So a retry after a refused template does not upload it again. */
  uploaded?: { file: File; id: number }
  existing?: ImageRef
}

export type Paragraph = { key: string; text: string }

export const IMAGE_TYPES = ['selfie', 'board'] as const

const TAG_LABELS = {
  tools: 'communityTagTools',
  industry: 'communityTagIndustry',
  boardUsage: 'communityTagBoardUsage',
  categories: 'communityTagCategories',
} as const satisfies Record<FreeTagCategory, keyof CommunityText>

const IMAGE_LABELS = { selfie: 'communitySelfie', board: 'communityBoard' } as const satisfies Record<TemplateImageType, keyof CommunityText>
const IMAGE_HINTS = { selfie: 'communitySelfieHint', board: 'communityBoardHint' } as const satisfies Record<TemplateImageType, keyof CommunityText>

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

const errorText = (errors: SubmissionErrors, field: SubmissionField, text: CommunityText) =>
  errors[field] ? submissionErrorText(errors[field], text) : undefined

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="community-form__error">
      {message}
    </p>
  ) : null
}

type ParagraphProps = {
  text: CommunityText
  paragraphs: Paragraph[]
  setParagraphs: Dispatch<SetStateAction<Paragraph[]>>
  newKey: () => string
  touched: ReadonlySet<string>
  setTouched: Dispatch<SetStateAction<ReadonlySet<string>>>
  errors: SubmissionErrors
  setErrors: Dispatch<SetStateAction<SubmissionErrors>>
}

export function ParagraphFields({ text, paragraphs, setParagraphs, newKey, touched, setTouched, errors, setErrors }: ParagraphProps) {
  const error = (field: SubmissionField) => errorText(errors, field, text)
  return (
    <fieldset className="community-form__group">
      <legend className="community-form__label">{text.communityStory}</legend>
      <p id="community-story-hint" className="community-form__hint">
        {formatText(text.communityStoryHint, { min: MIN_PARAGRAPH_WORDS })}
      </p>
      {paragraphs.map((paragraph, index) => {
        const field = `paragraph-${index}` as const
        const { count, enough, error: short } = paragraphWordStatus(paragraph.text)
        const id = `community-paragraph-${paragraph.key}`
        // Before sending, the count's message shows once the member has left the paragraph.
        const shown = errors[field] ? error(field) : touched.has(paragraph.key) && short ? submissionErrorText(short, text) : undefined
        return (
          <div key={paragraph.key} className="community-form__field community-form__paragraph">
            <label htmlFor={id} className="community-form__label community-form__label--small">
              {formatText(text.communityParagraph, { number: index + 1 })}
            </label>
            <textarea
              id={id}
              name="paragraphs"
              rows={6}
              value={paragraph.text}
              maxLength={PARAGRAPH_MAX_LENGTH}
              onChange={(event) => {
                const value = event.target.value
                setParagraphs((current) => current.map((item) => (item.key === paragraph.key ? { ...item, text: value } : item)))
                if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest)
              }}
              onBlur={() => setTouched((current) => new Set(current).add(paragraph.key))}
              required
              aria-invalid={shown ? true : undefined}
              aria-describedby={describedBy(shown && `${id}-error`, `${id}-count`, 'community-story-hint')}
            />
            <p id={`${id}-count`} className={`community-form__count${enough ? ' community-form__count--enough' : ''}`}>
              {formatText(text.communityWordCount, { count, min: MIN_PARAGRAPH_WORDS })}
            </p>
            <FieldError id={`${id}-error`} message={shown} />
            {paragraphs.length > 1 ? (
              <button
                type="button"
                className="community-form__small-button"
                onClick={() => {
                  setParagraphs((current) => current.filter((item) => item.key !== paragraph.key))
                  setErrors({})
                  requestAnimationFrame(() => document.getElementById('community-add-paragraph')?.focus())
                }}
              >
                {formatText(text.communityRemoveParagraph, { number: index + 1 })}
              </button>
            ) : null}
          </div>
        )
      })}
      <FieldError id="community-paragraphs-error" message={error('paragraphs')} />
      {paragraphs.length < MAX_PARAGRAPHS ? (
        <button
          type="button"
          id="community-add-paragraph"
          className="community-form__small-button"
          onClick={() => {
            const added: Paragraph = { key: newKey(), text: '' }
            setParagraphs((current) => [...current, added])
            requestAnimationFrame(() => document.getElementById(`community-paragraph-${added.key}`)?.focus())
          }}
        >
          {text.communityAddParagraph}
        </button>
      ) : null}
    </fieldset>
  )
}

export function ImageFields({
  text,
  images,
  errors,
  onChoose,
}: {
  text: CommunityText
  images: Record<TemplateImageType, ImageSlot>
  errors: SubmissionErrors
  onChoose: (type: TemplateImageType, event: ChangeEvent<HTMLInputElement>) => void
}) {
  const error = (field: SubmissionField) => errorText(errors, field, text)
  return (
    <fieldset className="community-form__group">
      <legend className="community-form__label">{text.communityImages}</legend>
      <p id="community-images-hint" className="community-form__hint">
        {formatText(text.communityImageHint, { mb: IMAGE_MAX_MEGABYTES })}
      </p>
      <div className="community-form__images">
        {IMAGE_TYPES.map((type) => {
          const field = `image-${type}` as const
          const id = `community-image-${type}`
          const slot = images[type]
          const shownUrl = slot.preview ?? slot.existing?.url
          return (
            <div key={type} className="community-form__field community-form__image">
              <label htmlFor={id} className="community-form__label community-form__label--small">
                {text[IMAGE_LABELS[type]]}
              </label>
              <p id={`${id}-hint`} className="community-form__hint">
                {text[IMAGE_HINTS[type]]}
                {slot.existing && !slot.file ? ` ${text.communityImageKeep}` : ''}
              </p>
              {shownUrl ? <img className="community-form__preview" src={shownUrl} alt="" width={160} height={120} /> : null}
              <input
                id={id}
                name={type}
                type="file"
                accept={['image/*', ...COMMUNITY_IMAGE_MIME_TYPES].join(',')}
                onChange={(event) => onChoose(type, event)}
                required={!slot.existing}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={describedBy(errors[field] && `${id}-error`, errors.images && 'community-images-error', `${id}-hint`, 'community-images-hint')}
              />
              <FieldError id={`${id}-error`} message={error(field)} />
            </div>
          )
        })}
      </div>
      <FieldError id="community-images-error" message={error('images')} />
    </fieldset>
  )
}

export function TagFields({
  text,
  tags,
  errors,
  onChange,
}: {
  text: CommunityText
  tags: Record<FreeTagCategory, string>
  errors: SubmissionErrors
  onChange: (category: FreeTagCategory, value: string) => void
}) {
  const error = (field: SubmissionField) => errorText(errors, field, text)
  return (
    <fieldset className="community-form__group">
      <legend className="community-form__label">{text.communityTags}</legend>
      <p id="community-tags-hint" className="community-form__hint">
        {formatText(text.communityTagsHint, { max: MAX_TAGS_PER_CATEGORY })}
      </p>
      {FREE_TAG_CATEGORIES.map((category) => {
        const field = `tags-${category}` as const
        const id = `community-${field}`
        return (
          <div key={category} className="community-form__field">
            <label htmlFor={id} className="community-form__label community-form__label--small">
              {text[TAG_LABELS[category]]}
            </label>
            <input
              id={id}
              name={field}
              value={tags[category]}
              onChange={(event) => onChange(category, event.target.value)}
              maxLength={400}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(errors[field] && `${id}-error`, 'community-tags-hint')}
            />
            <FieldError id={`${id}-error`} message={error(field)} />
          </div>
        )
      })}
    </fieldset>
  )
}

export function SubmissionDone({
  text,
  mode,
  result,
  myTemplatesHref,
  submitHref,
  headingRef,
}: {
  text: CommunityText
  mode: SubmissionMode
  result: { id: number; status: number }
  myTemplatesHref: string
  submitHref: string
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  const page = `${myTemplatesHref}/${result.id}`
  return (
    <section className="community-done" aria-labelledby="community-submitted">
      <h2 id="community-submitted" ref={headingRef} tabIndex={-1}>
        {mode.kind === 'create' ? text.communitySubmittedTitle : text.communitySavedTitle}
      </h2>
      <p>
        {text.communityStatus}: <StatusBadge status={result.status} text={text} />
      </p>
      <p>{text.communitySubmittedBody}</p>
      <p className="community-actions">
        <a className="block-link block-link--primary" href={mode.kind === 'create' ? myTemplatesHref : page}>
          {mode.kind === 'create' ? text.communityMyTemplates : text.communityBackToTemplate}
        </a>
        {mode.kind === 'create' ? (
          <a className="block-link block-link--secondary" href={submitHref}>
            {text.communityShareAnother}
          </a>
        ) : null}
      </p>
    </section>
  )
}

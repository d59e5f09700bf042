'use client'

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'

import { setSiteCookie } from '@/analytics/cookies'
import {
  apiFieldErrors,
  COMMUNITY_IMAGE_MIME_TYPES,
  firstErroredSubmissionField,
  FREE_TAG_CATEGORIES,
  type FreeTagCategory,
  IMAGE_MAX_MEGABYTES,
  imageFileProblem,
  MAX_PARAGRAPHS,
  MAX_TAGS_PER_CATEGORY,
  PARAGRAPH_MAX_LENGTH,
  paragraphWordStatus,
  storiesTemplateType,
  type SubmissionDraft,
  type SubmissionError,
  type SubmissionErrors,
  type SubmissionField,
  submissionBody,
  submissionErrorsFromApi,
  TEAM_SIZES,
  TEMPLATE_TITLE_MAX_LENGTH,
  validateDraft,
} from '@/domain/community-submission'
import { statusCodeOfName } from '@/domain/community-templates'
import { submissionErrorText } from '@/domain/community-messages'
import type { CommunityText } from '@/domain/community-text'
import { COOKIE_NAMES } from '@/domain/cookies'
import { formatText } from '@/domain/format-text'
import { MIN_PARAGRAPH_WORDS, TEMPLATE_STATUS, type TemplateImageType } from '@/domain/templates'

import { StatusBadge } from './StatusBadge'

type ImageRef = { id: number; url: string }

/** A template's content as the form starts with it: empty to share a new one, stored to edit one. */
export type SubmissionInitial = Omit<SubmissionDraft, 'paragraphs'> & {
  paragraphs: string[]
  images: Partial<Record<TemplateImageType, ImageRef>>
}

type Props = {
  text: CommunityText
  locale: string
  languages: readonly { code: string; label: string }[]
  mode: { kind: 'create' } | { kind: 'edit'; id: number }
  initial?: SubmissionInitial
  member: { id: number; name: string }
  /** The stories user id cookie's name for this brand (SPEC §3: stories_{product}_user_id). */
  storiesUserIdCookie: string
  termsHref: string
  myTemplatesHref: string
  submitHref: string
  loginHref: string
}

type ImageSlot = {
  /** The file chosen in this form, if any. */
  file?: File
  preview?: string
  /** The file's upload, so a retry after a refused template does not upload it again. */
  uploaded?: { file: File; id: number }
  /** The image the template already has (editing). */
  existing?: ImageRef
}

type Paragraph = { key: string; text: string }

type Phase = 'editing' | 'uploading' | 'sending' | 'done'

const TAG_LABELS = {
  tools: 'communityTagTools',
  industry: 'communityTagIndustry',
  boardUsage: 'communityTagBoardUsage',
  categories: 'communityTagCategories',
} as const satisfies Record<FreeTagCategory, keyof CommunityText>

const IMAGE_LABELS = { selfie: 'communitySelfie', board: 'communityBoard' } as const satisfies Record<TemplateImageType, keyof CommunityText>
const IMAGE_HINTS = { selfie: 'communitySelfieHint', board: 'communityBoardHint' } as const satisfies Record<TemplateImageType, keyof CommunityText>

const IMAGE_TYPES = ['selfie', 'board'] as const

type Upload = { ok: true; id: number } | { ok: false; error: SubmissionError } | { ok: false; session: true } | { ok: false; failed: true }

/** Uploads one image as the member (their session cookie): its id, or why not. Never throws. */
async function uploadImage(file: File, alt: string): Promise<Upload> {
  const body = new FormData()
  body.append('file', file)
  body.append('_payload', JSON.stringify({ alt }))
  let response: Response
  try {
    response = await fetch('/api/template-images', { method: 'POST', body, credentials: 'same-origin' })
  } catch {
    return { ok: false, failed: true }
  }
  const json = (await response.json().catch(() => null)) as { doc?: { id?: unknown } } | null
  if (response.ok && typeof json?.doc?.id === 'number') return { ok: true, id: json.doc.id }
  if (response.status === 413) return { ok: false, error: { code: 'imageTooLarge', values: { mb: IMAGE_MAX_MEGABYTES } } }
  if (response.status === 401 || response.status === 403) return { ok: false, session: true }
  if (response.status === 400) {
    const message = apiFieldErrors(json)[0]?.message
    if (typeof message === 'string' && !/type|mime/i.test(message)) return { ok: false, error: { code: 'serverMessage', message } }
    return { ok: false, error: { code: 'imageType' } }
  }
  return { ok: false, failed: true }
}

/**
 * The form to share a template, or to edit one that awaits approval or needs changes. The
 * browser checks what it can before sending (a paragraph's word count shows as it is typed),
 * uploads the selfie and the board image, then sends the template to the API; the server's
 * refusals come back under their fields. The images need JavaScript: without it the page says
 * so and the button stays off.
 */
export function SubmissionForm({
  text,
  locale,
  languages,
  mode,
  initial,
  member,
  storiesUserIdCookie,
  termsHref,
  myTemplatesHref,
  submitHref,
  loginHref,
}: Props) {
  const [ready, setReady] = useState(false)
  const [phase, setPhase] = useState<Phase>('editing')
  const [title, setTitle] = useState(initial?.title ?? '')
  const [language, setLanguage] = useState(initial?.language ?? locale)
  // Keys made in the render are the same on the server and in the browser; later ones count on.
  const [paragraphs, setParagraphs] = useState<Paragraph[]>(() =>
    (initial?.paragraphs.length ? initial.paragraphs : ['']).map((value, index) => ({ key: `p${index}`, text: value })),
  )
  const nextKey = useRef(initial?.paragraphs.length || 1)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [tags, setTags] = useState<Record<FreeTagCategory, string>>(initial?.tags ?? { tools: '', industry: '', boardUsage: '', categories: '' })
  const [teamSize, setTeamSize] = useState(initial?.teamSize ?? '')
  const [boardLink, setBoardLink] = useState(initial?.boardLink ?? '')
  const [termsAccepted, setTermsAccepted] = useState(initial?.termsAccepted ?? false)
  const [images, setImages] = useState<Record<TemplateImageType, ImageSlot>>({
    selfie: { existing: initial?.images.selfie },
    board: { existing: initial?.images.board },
  })
  const [errors, setErrors] = useState<SubmissionErrors>({})
  const [formError, setFormError] = useState<{ message: string; login?: boolean } | undefined>()
  const [result, setResult] = useState<{ id: number; status: number } | undefined>()
  const doneRef = useRef<HTMLHeadingElement>(null)
  const previews = useRef<string[]>([])

  // eslint-disable-next-line react-hooks/set-state-in-effect -- the hydration flag: true from the first effect on
  useEffect(() => setReady(true), [])
  useEffect(() => {
    const urls = previews.current
    return () => urls.forEach((url) => URL.revokeObjectURL(url))
  }, [])
  useEffect(() => {
    if (phase === 'done') doneRef.current?.focus()
  }, [phase])

  const draft = (): SubmissionDraft => ({
    title,
    language,
    paragraphs: paragraphs.map((paragraph) => paragraph.text),
    tags,
    teamSize,
    boardLink,
    termsAccepted,
  })

  const elementId = (field: SubmissionField): string => {
    if (field.startsWith('paragraph-')) return `community-paragraph-${paragraphs[Number(field.slice('paragraph-'.length))]?.key ?? paragraphs[0]?.key}`
    if (field === 'paragraphs') return `community-paragraph-${paragraphs[0]?.key}`
    if (field === 'images') return 'community-image-selfie'
    if (field.startsWith('image-')) return `community-${field}`
    if (field.startsWith('tags-')) return `community-${field}`
    const ids: Partial<Record<SubmissionField, string>> = {
      title: 'community-title',
      teamSize: 'community-team-size',
      boardLink: 'community-board-link',
      termsAccepted: 'community-terms',
    }
    return ids[field] ?? 'community-form-status'
  }

  const focusField = (field: SubmissionField | undefined) => {
    const id = field ? elementId(field) : 'community-form-status'
    requestAnimationFrame(() => document.getElementById(id)?.focus())
  }

  const showErrors = (next: SubmissionErrors) => {
    setErrors(next)
    setTouched(new Set(paragraphs.map((paragraph) => paragraph.key)))
    focusField(firstErroredSubmissionField(next, paragraphs.length))
  }

  function chooseImage(type: TemplateImageType, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    const problem = file ? imageFileProblem(file) : undefined
    setErrors((current) => {
      const { [`image-${type}` as const]: _dropped, images: _general, ...rest } = current
      return problem ? { ...rest, [`image-${type}`]: problem } : rest
    })
    if (problem || !file) {
      if (problem) event.target.value = ''
      setImages((current) => ({ ...current, [type]: { existing: current[type].existing } }))
      return
    }
    const preview = URL.createObjectURL(file)
    previews.current.push(preview)
    setImages((current) => ({ ...current, [type]: { ...current[type], file, preview } }))
  }

  const hasImage = (type: TemplateImageType) => Boolean(images[type].file || images[type].existing)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase !== 'editing') return // a double click: the first request is on its way
    setFormError(undefined)
    const sent = draft()
    const local = validateDraft(sent, { selfie: hasImage('selfie'), board: hasImage('board') })
    for (const type of IMAGE_TYPES) {
      const problem = images[type].file ? imageFileProblem(images[type].file) : undefined
      if (problem) local[`image-${type}`] = problem
    }
    if (Object.keys(local).length > 0) return showErrors(local)
    setErrors({})

    // The images first: the template names them by id.
    setPhase('uploading')
    const ids: Partial<Record<TemplateImageType, number>> = {}
    const uploaded: Partial<Record<TemplateImageType, { file: File; id: number }>> = {}
    for (const type of IMAGE_TYPES) {
      const slot = images[type]
      if (!slot.file) {
        ids[type] = slot.existing!.id
        continue
      }
      if (slot.uploaded?.file === slot.file) {
        ids[type] = slot.uploaded.id
        continue
      }
      const alt =
        type === 'selfie' ? formatText(text.communitySelfieAlt, { name: member.name }) : formatText(text.communityBoardAlt, { title: sent.title.trim() })
      const answer = await uploadImage(slot.file, alt)
      if (!answer.ok) {
        setPhase('editing')
        if ('error' in answer) return showErrors({ [`image-${type}`]: answer.error })
        setFormError('session' in answer ? { message: text.communitySessionExpired, login: true } : { message: text.communityImageUploadFailed })
        return focusField('form')
      }
      ids[type] = answer.id
      uploaded[type] = { file: slot.file, id: answer.id }
    }
    setImages((current) => ({
      selfie: uploaded.selfie ? { ...current.selfie, uploaded: uploaded.selfie } : current.selfie,
      board: uploaded.board ? { ...current.board, uploaded: uploaded.board } : current.board,
    }))

    setPhase('sending')
    let response: Response
    try {
      response = await fetch(mode.kind === 'create' ? '/api/community-templates' : `/api/community-templates/${mode.id}`, {
        method: mode.kind === 'create' ? 'POST' : 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(submissionBody(sent, ids as Record<TemplateImageType, number>)),
        credentials: 'same-origin',
      })
    } catch {
      setPhase('editing')
      setFormError({ message: text.communityErrorRetry })
      return focusField('form')
    }
    const json = (await response.json().catch(() => null)) as { doc?: { id?: unknown; status?: unknown; statusCode?: unknown } } | null
    if (response.ok && typeof json?.doc?.id === 'number') {
      const status = statusCodeOfName(json.doc.status) ?? (typeof json.doc.statusCode === 'number' ? json.doc.statusCode : TEMPLATE_STATUS.PENDING)
      rememberStories(sent)
      setResult({ id: json.doc.id, status })
      setPhase('done')
      return
    }
    setPhase('editing')
    if (response.status === 400) {
      const refused = submissionErrorsFromApi(apiFieldErrors(json), sent)
      if (Object.keys(refused).length > 0) return showErrors(refused)
    }
    setFormError(
      response.status === 401 || response.status === 403 ? { message: text.communitySessionExpired, login: true } : { message: text.communityErrorRetry },
    )
    focusField('form')
  }

  /**
   * SPEC §3's stories cookies, through the site's one setter (functional: set only where the
   * visitor allows them): the kind of template this member shares and their member id.
   * dapulseAccountSlugs is not set: it lists product accounts, and a community account is none.
   */
  function rememberStories(sent: SubmissionDraft) {
    const kind = storiesTemplateType(sent)
    if (kind) setSiteCookie(COOKIE_NAMES.storiesTemplateType, kind)
    setSiteCookie(storiesUserIdCookie, String(member.id))
  }

  if (phase === 'done' && result) {
    const page = `${myTemplatesHref}/${result.id}`
    return (
      <section className="community-done" aria-labelledby="community-submitted">
        <h2 id="community-submitted" ref={doneRef} tabIndex={-1}>
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

  const error = (field: SubmissionField) => (errors[field] ? submissionErrorText(errors[field], text) : undefined)
  const errorId = (field: SubmissionField) => `${elementId(field)}-error`
  const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined
  const busy = phase !== 'editing'

  return (
    <form className="community-form community-form--wide" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <noscript>
        <p className="community-form__status community-form__status--error">{text.communityNoScript}</p>
      </noscript>
      <div id="community-form-status" tabIndex={-1} role="alert" className={formError ? 'community-form__status community-form__status--error' : undefined}>
        {formError ? (
          <p>
            {formError.message}{' '}
            {formError.login ? (
              <a href={loginHref} target="_blank" rel="noopener">
                {text.communityLoginInNewTab}
              </a>
            ) : null}
          </p>
        ) : null}
      </div>

      <div className="community-form__field">
        <label htmlFor="community-title" className="community-form__label">
          {text.communityTemplateTitle}
        </label>
        <input
          id="community-title"
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={TEMPLATE_TITLE_MAX_LENGTH}
          required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described(errors.title && errorId('title'))}
        />
        <FieldError id={errorId('title')} message={error('title')} />
      </div>

      <div className="community-form__field">
        <label htmlFor="community-language" className="community-form__label">
          {text.communityTemplateLanguage}
        </label>
        <select id="community-language" name="language" value={language} onChange={(event) => setLanguage(event.target.value)}>
          {languages.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>

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
                aria-describedby={described(shown && `${id}-error`, `${id}-count`, 'community-story-hint')}
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
              const added: Paragraph = { key: `p${nextKey.current++}`, text: '' }
              setParagraphs((current) => [...current, added])
              requestAnimationFrame(() => document.getElementById(`community-paragraph-${added.key}`)?.focus())
            }}
          >
            {text.communityAddParagraph}
          </button>
        ) : null}
      </fieldset>

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
                  onChange={(event) => chooseImage(type, event)}
                  required={!slot.existing}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={described(errors[field] && `${id}-error`, errors.images && 'community-images-error', `${id}-hint`, 'community-images-hint')}
                />
                <FieldError id={`${id}-error`} message={error(field)} />
              </div>
            )
          })}
        </div>
        <FieldError id="community-images-error" message={error('images')} />
      </fieldset>

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
                onChange={(event) => {
                  const value = event.target.value
                  setTags((current) => ({ ...current, [category]: value }))
                }}
                maxLength={400}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={described(errors[field] && `${id}-error`, 'community-tags-hint')}
              />
              <FieldError id={`${id}-error`} message={error(field)} />
            </div>
          )
        })}
      </fieldset>

      <div className="community-form__field">
        <label htmlFor="community-team-size" className="community-form__label">
          {text.communityTeamSize}
        </label>
        <select
          id="community-team-size"
          name="teamSize"
          value={teamSize}
          onChange={(event) => setTeamSize(event.target.value)}
          required
          aria-invalid={errors.teamSize ? true : undefined}
          aria-describedby={described(errors.teamSize && errorId('teamSize'))}
        >
          <option value="">{text.communityTeamSizeChoose}</option>
          {TEAM_SIZES.map((size) => (
            <option key={size} value={size}>
              {formatText(text.communityTeamSizeOption, { size })}
            </option>
          ))}
        </select>
        <FieldError id={errorId('teamSize')} message={error('teamSize')} />
      </div>

      <div className="community-form__field">
        <label htmlFor="community-board-link" className="community-form__label">
          {text.communityBoardLink}
        </label>
        <p id="community-board-link-hint" className="community-form__hint">
          {text.communityBoardLinkHint}
        </p>
        <input
          id="community-board-link"
          name="boardLink"
          value={boardLink}
          onChange={(event) => setBoardLink(event.target.value)}
          maxLength={500}
          inputMode="url"
          required
          aria-invalid={errors.boardLink ? true : undefined}
          aria-describedby={described(errors.boardLink && errorId('boardLink'), 'community-board-link-hint')}
        />
        <FieldError id={errorId('boardLink')} message={error('boardLink')} />
      </div>

      <div className="community-form__field community-form__terms">
        <div className="community-form__check">
          <input
            id="community-terms"
            name="termsAccepted"
            type="checkbox"
            checked={termsAccepted}
            onChange={(event) => setTermsAccepted(event.target.checked)}
            required
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={described(errors.termsAccepted && errorId('termsAccepted'))}
          />
          <label htmlFor="community-terms">{text.communityTermsAccept}</label>
        </div>
        <p className="community-form__hint">
          <a href={termsHref} target="_blank" rel="noopener">
            {text.communityTermsRead}
          </a>
        </p>
        <FieldError id={errorId('termsAccepted')} message={error('termsAccepted')} />
      </div>

      <p className="community-form__actions">
        <button type="submit" className="block-link block-link--primary community-form__submit" disabled={!ready || busy}>
          {phase === 'uploading'
            ? text.communityUploading
            : phase === 'sending'
              ? text.communitySending
              : mode.kind === 'create'
                ? text.communitySubmitButton
                : text.communitySaveButton}
        </button>
      </p>
      {mode.kind === 'edit' ? <p className="community-form__hint">{text.communityEditResubmits}</p> : null}
      <p className="community-form__live" aria-live="polite">
        {phase === 'uploading' ? text.communityUploading : phase === 'sending' ? text.communitySending : ''}
      </p>
    </form>
  )
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="community-form__error">
      {message}
    </p>
  ) : null
}

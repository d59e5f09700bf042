'use client'

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'

import { setSiteCookie } from '@/analytics/cookies'
import {
  firstErroredSubmissionField,
  type FreeTagCategory,
  imageFileProblem,
  storiesTemplateType,
  type SubmissionDraft,
  type SubmissionErrors,
  type SubmissionField,
  TEAM_SIZES,
  TEMPLATE_TITLE_MAX_LENGTH,
  validateDraft,
} from '@/domain/community/submission'
import { submissionErrorText } from '@/i18n/community-messages'
import type { CommunityText } from '@/i18n/community-text'
import { COOKIE_NAMES } from '@/domain/consent/cookies'
import { formatText } from '@/i18n/format'
import type { TemplateImageType } from '@/domain/templates/templates'

import { saveSubmission, type SubmissionMode, uploadImage } from './submission-api'
import {
  describedBy,
  FieldError,
  ImageFields,
  type ImageRef,
  type ImageSlot,
  IMAGE_TYPES,
  type Paragraph,
  ParagraphFields,
  SubmissionDone,
  TagFields,
} from './SubmissionFields'

export type SubmissionInitial = Omit<SubmissionDraft, 'paragraphs'> & {
  paragraphs: string[]
  images: Partial<Record<TemplateImageType, ImageRef>>
}

type Props = {
  text: CommunityText
  locale: string
  languages: readonly { code: string; label: string }[]
  mode: SubmissionMode
  initial?: SubmissionInitial
  member: { id: number; name: string }
  /** SPEC §3: stories_{product}_user_id. */
  storiesUserIdCookie: string
  termsHref: string
  myTemplatesHref: string
  submitHref: string
  loginHref: string
}

type Phase = 'editing' | 'uploading' | 'sending' | 'done'

/** The images need JavaScript: without it the page says so and the button stays off. */
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
  // Keys made in the render are the same on the server and in the browser.
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

    // The template names the images by id.
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
    const saved = await saveSubmission(mode, sent, ids as Record<TemplateImageType, number>)
    if (saved.ok) {
      rememberStories(sent)
      setResult({ id: saved.id, status: saved.status })
      setPhase('done')
      return
    }
    setPhase('editing')
    if ('errors' in saved) return showErrors(saved.errors)
    setFormError('session' in saved ? { message: text.communitySessionExpired, login: true } : { message: text.communityErrorRetry })
    focusField('form')
  }

  /** SPEC §3's stories cookies, set only where the visitor allows functional cookies. dapulseAccountSlugs lists product accounts, which a community account is not. */
  function rememberStories(sent: SubmissionDraft) {
    const kind = storiesTemplateType(sent)
    if (kind) setSiteCookie(COOKIE_NAMES.storiesTemplateType, kind)
    setSiteCookie(storiesUserIdCookie, String(member.id))
  }

  if (phase === 'done' && result) {
    return <SubmissionDone text={text} mode={mode} result={result} myTemplatesHref={myTemplatesHref} submitHref={submitHref} headingRef={doneRef} />
  }

  const error = (field: SubmissionField) => (errors[field] ? submissionErrorText(errors[field], text) : undefined)
  const errorId = (field: SubmissionField) => `${elementId(field)}-error`
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
          aria-describedby={describedBy(errors.title && errorId('title'))}
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

      <ParagraphFields
        text={text}
        paragraphs={paragraphs}
        setParagraphs={setParagraphs}
        newKey={() => `p${nextKey.current++}`}
        touched={touched}
        setTouched={setTouched}
        errors={errors}
        setErrors={setErrors}
      />

      <ImageFields text={text} images={images} errors={errors} onChoose={chooseImage} />

      <TagFields text={text} tags={tags} errors={errors} onChange={(category, value) => setTags((current) => ({ ...current, [category]: value }))} />

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
          aria-describedby={describedBy(errors.teamSize && errorId('teamSize'))}
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
          aria-describedby={describedBy(errors.boardLink && errorId('boardLink'), 'community-board-link-hint')}
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
            aria-describedby={describedBy(errors.termsAccepted && errorId('termsAccepted'))}
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

'use client'

import { useEffect, useState } from 'react'

import { formatText } from '@/i18n/format'

import { fetchLikeState, sendInteraction } from './interactions'

export type LikeButtonTexts = { like: string; likes: string; error: string }

type State = { liked: boolean | undefined; likes: number; failed: boolean }

/** The cached HTML carries only the rendered count; this island asks whether the visitor likes it. Disabled until it knows. */
export function LikeButton({ templateId, initialLikes, text }: { templateId: number; initialLikes: number; text: LikeButtonTexts }) {
  const [state, setState] = useState<State>({ liked: undefined, likes: initialLikes, failed: false })
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    void fetchLikeState(templateId, controller.signal).then((answer) => {
      if (answer) setState({ liked: answer.liked, likes: answer.likes, failed: false })
    })
    return () => controller.abort()
  }, [templateId])

  const toggle = async () => {
    if (state.liked === undefined || busy) return
    const before = state
    const liked = !state.liked
    setBusy(true)
    // Shown at once; put back if the endpoint does not confirm.
    setState({ liked, likes: Math.max(0, state.likes + (liked ? 1 : -1)), failed: false })
    const answer = await sendInteraction(templateId, liked ? 'like' : 'unlike')
    setState(answer ? { liked: answer.liked, likes: answer.likes, failed: false } : { ...before, failed: true })
    setBusy(false)
  }

  return (
    <div className="template-like">
      <button
        type="button"
        className="template-like__button"
        aria-pressed={state.liked ?? false}
        disabled={state.liked === undefined}
        aria-busy={busy || undefined}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true" className="template-like__icon">
          {state.liked ? '♥' : '♡'}
        </span>{' '}
        {text.like}
      </button>
      <span className="template-like__count" aria-live="polite">
        {formatText(text.likes, { count: state.likes })}
      </span>
      {state.failed ? (
        <span className="template-like__error" role="alert">
          {text.error}
        </span>
      ) : null}
    </div>
  )
}

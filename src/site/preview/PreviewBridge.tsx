'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { EDIT_BLOCK_MESSAGE, PREVIEW_BLOCK_ATTRIBUTE, type EditBlockMessage } from '@/domain/preview/messages'

/** Loaded only in draft mode: re-renders on each admin save, and turns a click on a block into focusing its fields. */
export function PreviewBridge() {
  const router = useRouter()

  useEffect(() => {
    const framed = window.parent !== window
    const origin = window.location.origin
    const toolbar = document.querySelector<HTMLFormElement>('form[data-preview-toolbar]')
    const submitToolbar = () => toolbar?.requestSubmit()
    toolbar?.addEventListener('change', submitToolbar)

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== window.parent) return
      const data = event.data as { type?: unknown } | null
      if (data && typeof data === 'object' && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    if (!framed) {
      return () => {
        toolbar?.removeEventListener('change', submitToolbar)
        window.removeEventListener('message', onMessage)
      }
    }
    // Payload's live preview starts sending once the frame says it is ready.
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)

    const outline = document.createElement('div')
    outline.className = 'preview-block-outline'
    outline.hidden = true
    document.body.append(outline)
    const blockOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${PREVIEW_BLOCK_ATTRIBUTE}]`) : null)
    const onOver = (event: MouseEvent) => {
      const block = blockOf(event.target)
      const box = block?.firstElementChild?.getBoundingClientRect()
      if (!block || !box) {
        outline.hidden = true
        return
      }
      Object.assign(outline.style, { top: `${box.top}px`, left: `${box.left}px`, width: `${box.width}px`, height: `${box.height}px` })
      outline.hidden = false
    }
    const onLeave = () => {
      outline.hidden = true
    }
    const onClick = (event: MouseEvent) => {
      const block = blockOf(event.target)
      if (!block) return
      event.preventDefault()
      event.stopPropagation()
      const message: EditBlockMessage = { type: EDIT_BLOCK_MESSAGE, field: 'layout', index: Number(block.getAttribute(PREVIEW_BLOCK_ATTRIBUTE)) }
      window.parent.postMessage(message, origin)
    }
    document.addEventListener('mouseover', onOver)
    document.addEventListener('scroll', onLeave, { passive: true })
    document.documentElement.addEventListener('mouseleave', onLeave)
    document.addEventListener('click', onClick, true)
    return () => {
      toolbar?.removeEventListener('change', submitToolbar)
      window.removeEventListener('message', onMessage)
      document.removeEventListener('mouseover', onOver)
      document.removeEventListener('scroll', onLeave)
      document.documentElement.removeEventListener('mouseleave', onLeave)
      document.removeEventListener('click', onClick, true)
      outline.remove()
    }
  }, [router])

  return null
}

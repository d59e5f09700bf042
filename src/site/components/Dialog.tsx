'use client'

import { type ReactNode, type RefObject, useId } from 'react'

type DataAttributes = { [name: `data-${string}`]: string | undefined }

/**
 * A modal dialog of the site's offers: its title with a close button, a sentence, and what the
 * caller adds under them. The caller opens it (`ref.current.showModal()`); Escape and the close
 * button close it, and `onClose` puts the focus back.
 */
export function Dialog({
  ref,
  className,
  title,
  description,
  closeLabel,
  onClose,
  children,
  ...data
}: {
  ref: RefObject<HTMLDialogElement | null>
  className: string
  title: string
  description: string
  closeLabel: string
  onClose?: () => void
  children?: ReactNode
} & DataAttributes) {
  const id = useId()
  return (
    <dialog ref={ref} className={`ab-dialog ${className}`} aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`} onClose={onClose} {...data}>
      <div className="ab-dialog__header">
        <h2 className="ab-dialog__title" id={`${id}-title`}>
          {title}
        </h2>
        <button type="button" className="ab-dialog__close" aria-label={closeLabel} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="ab-dialog__body" id={`${id}-description`}>
        {description}
      </p>
      {children}
    </dialog>
  )
}

'use client'

import type { ReactNode } from 'react'

import { setSiteCookie } from '@/analytics/cookies'
import { COOKIE_NAMES } from '@/domain/consent/cookies'
import type { AbConversionKind } from '@/domain/tracking/tracking'

import { sendInteraction } from './interactions'

type Props = {
  /** Carries the board (`template_board_id`), so the link works without JavaScript. */
  href: string
  templateId: number
  boardId: string
  conversion: AbConversionKind
  className?: string
  children: ReactNode
}

/** Remembers the board through the site's one cookie setter (consent decides) and counts the use; neither holds the visitor up. */
export function UseTemplateLink({ href, templateId, boardId, conversion, className, children }: Props) {
  return (
    <a
      href={href}
      className={className}
      data-ab-conversion={conversion}
      onClick={() => {
        setSiteCookie(COOKIE_NAMES.storiesTemplateBoardId, boardId)
        void sendInteraction(templateId, 'use')
      }}
    >
      {children}
    </a>
  )
}

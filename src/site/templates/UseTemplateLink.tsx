'use client'

import type { ReactNode } from 'react'

import { setSiteCookie } from '@/analytics/cookies'
import { COOKIE_NAMES } from '@/domain/cookies'
import type { AbConversionKind } from '@/domain/tracking'

import { sendInteraction } from './interactions'

type Props = {
  /** The sign-up address carrying the board (`template_board_id`): the link works without JavaScript. */
  href: string
  templateId: number
  boardId: string
  /** The sign-up conversion mark every sign-up link carries (src/site/ab/signUp.ts). */
  conversion: AbConversionKind
  className?: string
  children: ReactNode
}

/**
 * "Use this template": a plain link to sign up with the template's board. On the way, it
 * remembers the board in `stories_template_board_id` (7 days, through the site's one cookie
 * setter, so the visitor's consent decides) and counts the use; neither holds the visitor up.
 */
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

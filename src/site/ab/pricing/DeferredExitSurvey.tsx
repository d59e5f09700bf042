'use client'

import dynamic from 'next/dynamic'

/** The exit survey in a chunk of its own, loaded only where its A/B variant shows it (first-load JavaScript). */
export const DeferredExitSurvey = dynamic(() => import('./ExitSurvey').then((code) => code.ExitSurvey))

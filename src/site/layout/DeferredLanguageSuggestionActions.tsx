'use client'

import dynamic from 'next/dynamic'

/**
 * The language offer's buttons in a chunk of their own: only pages that make the offer (to a
 * visitor from a country that reads another of the site's languages) load them, not every
 * page's first load (first-load JavaScript).
 */
export const DeferredLanguageSuggestionActions = dynamic(() => import('./LanguageSuggestionActions').then((code) => code.LanguageSuggestionActions))

'use client'

import dynamic from 'next/dynamic'

/** The 404 page's view in a chunk of its own, which only a 404 loads (first-load JavaScript). */
export const DeferredNotFoundView = dynamic(() => import('./NotFoundView').then((code) => code.NotFoundView))

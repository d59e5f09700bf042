'use client'

import dynamic from 'next/dynamic'

/**
 * The lead form in a chunk of its own, loaded only by the pages that show one, not by every page
 * of the site (issue 19: first-load JavaScript). It still renders on the server, and posts
 * without JavaScript until it has hydrated.
 */
export const DeferredLeadForm = dynamic(() => import('./LeadForm').then((code) => code.LeadForm))

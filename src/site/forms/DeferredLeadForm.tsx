'use client'

import dynamic from 'next/dynamic'

// Here, not in LeadForm: a dynamic chunk's stylesheet is written as a <link rel="stylesheet"
// as="style">, which is invalid HTML (tests/e2e/html-validity.e2e.ts); the page's own is not.
import './lead-form.css'

/**
 * The lead form in a chunk of its own, loaded only by the pages that show one, not by every page
 * of the site (issue 19: first-load JavaScript). It still renders on the server, and posts
 * without JavaScript until it has hydrated.
 */
export const DeferredLeadForm = dynamic(() => import('./LeadForm').then((code) => code.LeadForm))

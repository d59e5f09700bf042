'use client'

import dynamic from 'next/dynamic'

// Here, not in LeadForm: a dynamic chunk's stylesheet is written as invalid HTML (`<link rel="stylesheet" as="style">`).
import './lead-form.css'

/** Only pages that show a form load it; it still renders on the server and posts without JavaScript. */
export const DeferredLeadForm = dynamic(() => import('./LeadForm').then((code) => code.LeadForm))

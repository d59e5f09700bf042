import { exitPreviewHandler } from '@/cms/preview/handler'

import { setDraftMode } from '../setDraftMode'

/* Leaves draft mode (src/cms/preview/handler.ts). Never cached. */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export const GET = exitPreviewHandler({ draftMode: setDraftMode })

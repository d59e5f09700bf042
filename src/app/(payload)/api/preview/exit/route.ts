import { exitPreviewHandler } from '@/cms/preview/handler'
import { env } from '@/infrastructure/env'

/* Leaves draft mode (src/cms/preview/handler.ts). Never cached. */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export const GET = exitPreviewHandler({ secure: env().serverUrl.startsWith('https://') })

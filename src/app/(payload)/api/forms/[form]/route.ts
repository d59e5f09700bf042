import { formHandler } from '@/cms/leads/form-handler'
import { onlyPostAllowed } from '@/infrastructure/method-not-allowed'
import { leadSubmissionDeps } from '@/server/lead-submission'

/*
 * The lead forms' endpoint: POST /api/forms/{contact-sales|support|crm}. A static segment, so
 * Next.js routes it here rather than to Payload's /api/[...slug] catch-all. Never cached.
 */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

type Context = { params: Promise<{ form: string }> }

let handle: ReturnType<typeof formHandler> | undefined

export async function POST(request: Request, { params }: Context): Promise<Response> {
  handle ??= formHandler(leadSubmissionDeps())
  return handle(request, (await params).form)
}

export const GET = onlyPostAllowed
export const PUT = onlyPostAllowed
export const PATCH = onlyPostAllowed
export const DELETE = onlyPostAllowed

import { formHandler } from '@/cms/leads/formHandler'
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

// Answered here, not by Payload's catch-all, so the 405 names the one method there is.
const notAllowed = async () =>
  Response.json({ errors: [{ message: 'Use POST.' }] }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
export const GET = notAllowed
export const PUT = notAllowed
export const PATCH = notAllowed
export const DELETE = notAllowed

import { problem } from '@/infrastructure/http'
import { DEBUG_AB_TEST_PARAM } from '@/domain/ab-tests'
import { isStaff } from '@/domain/roles'
import { PREVIEW_COUNTRY_PARAM, previewPagePath, readPreviewQuery } from '@/domain/preview'
import { pathFor } from '@/domain/paths'

/** Who sent the request, as far as the preview route cares. */
export type PreviewCaller = { collection: string; roles?: readonly (string | null | undefined)[] | null } | null | undefined

type Dependencies = {
  /** The account of the request's session (Payload's auth), or nothing. */
  caller: (request: Request) => Promise<PreviewCaller>
  /** Turns Next's draft mode on or off for the browser (its cookie goes with the response). */
  draftMode: (enabled: boolean) => Promise<void>
}

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/** A same-site redirect: the target is always a path this module built from checked parts. */
function seeOther(location: string): Response {
  return new Response(null, { status: 307, headers: { ...PRIVATE, Location: location } })
}

function queryOf(request: Request) {
  const search = new URL(request.url).searchParams
  return {
    path: search.get('path'),
    locale: search.get('locale'),
    country: search.get('country') ?? search.get(PREVIEW_COUNTRY_PARAM),
    ab: search.getAll(DEBUG_AB_TEST_PARAM),
  }
}

/**
 * `GET /api/preview?path=/pricing&locale=de[&country=DE][&debug-ab-test-name=test:variant…]`:
 * a staff session (the `users` collection with a staff role) enters Next's draft mode and is
 * sent to the page in that locale, as a visitor from that country in those A/B variants would
 * see it, with its drafts. Nobody signed in gets 401, a community member or a role-less account
 * 403, and a path that is not a page path of this site 400 (no open redirect).
 */
export function previewHandler({ caller, draftMode }: Dependencies) {
  return async (request: Request): Promise<Response> => {
    const user = await caller(request)
    if (!user) return problem(401, 'Sign in to the admin to preview drafts.')
    if (user.collection !== 'users' || !isStaff(user.roles)) return problem(403, 'Only staff may preview drafts.')
    const asked = readPreviewQuery(queryOf(request))
    if ('error' in asked) return problem(400, asked.error)
    await draftMode(true)
    return seeOther(previewPagePath(asked))
  }
}

/**
 * `GET /api/preview/exit[?path=/pricing&locale=de]`: leaves draft mode, for anyone, and goes to
 * the published page (the home page when the path is not one of this site's).
 */
export function exitPreviewHandler({ draftMode }: Pick<Dependencies, 'draftMode'>) {
  return async (request: Request): Promise<Response> => {
    await draftMode(false)
    const asked = readPreviewQuery({ ...queryOf(request), ab: [], country: null })
    return seeOther('error' in asked ? pathFor({ path: '/' }) : pathFor({ path: asked.path }, asked.locale))
  }
}

import { problem } from '@/infrastructure/http'
import { DEBUG_AB_TEST_PARAM } from '@/domain/ab/catalogue'
import { isContentEditorRole, isStaff } from '@/domain/staff/roles'
import { PREVIEW_COUNTRY_PARAM, previewPagePath, readPreviewQuery } from '@/domain/preview/preview'
import { pathFor } from '@/domain/routing/paths'
import { previewClearCookie, previewSetCookie } from '@/infrastructure/preview-secret'

export type PreviewCaller =
  { collection: string; id?: number | string; _sid?: unknown; roles?: readonly (string | null | undefined)[] | null } | null | undefined

type Dependencies = {
  caller: (request: Request) => Promise<PreviewCaller>
  secure: boolean
}

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/** The target is always a path this module built from checked parts. */
function seeOther(location: string, cookie: string): Response {
  return new Response(null, { status: 307, headers: { ...PRIVATE, Location: location, 'Set-Cookie': cookie } })
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
 * Content editors get the draft-mode secret and the page as a visitor from that country in those A/B variants would see it;
 * other accounts 403, nobody signed in 401, and a path that is not a page of this site 400 (no open redirect).
 */
export function previewHandler({ caller, secure }: Dependencies) {
  return async (request: Request): Promise<Response> => {
    const user = await caller(request)
    if (!user) return problem(401, 'Sign in to the admin to preview drafts.')
    if (user.collection !== 'users' || !isStaff(user.roles)) return problem(403, 'Only staff may preview drafts.')
    if (!isContentEditorRole(user.roles)) return problem(403, 'Only those who edit the site’s content may preview drafts.')
    if (typeof user._sid !== 'string' || user.id === undefined) return problem(401, 'Sign in to the admin again to preview drafts.')
    const asked = readPreviewQuery(queryOf(request))
    if ('error' in asked) return problem(400, asked.error)
    return seeOther(previewPagePath(asked), previewSetCookie({ id: user.id, sid: user._sid }, secure))
  }
}

/** For anyone; an unknown path goes to the home page. */
export function exitPreviewHandler({ secure }: Pick<Dependencies, 'secure'>) {
  return async (request: Request): Promise<Response> => {
    const asked = readPreviewQuery({ ...queryOf(request), ab: [], country: null })
    return seeOther('error' in asked ? pathFor({ path: '/' }) : pathFor({ path: asked.path }, asked.locale), previewClearCookie(secure))
  }
}

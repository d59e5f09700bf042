import { createHash, randomBytes } from 'node:crypto'

import { clientKey } from '@/domain/client-key'
import { cookieAttributes, cookieDefinition, COOKIE_NAMES, cookiesFromHeader } from '@/domain/cookies'
import { likeLimitKey } from '@/domain/member-limits'
import type { RateLimiter } from '@/domain/rate-limit'
import { parseTemplateId } from '@/domain/template-gallery-query'
import { interactionBody, isLikeKey, MAX_INTERACTION_BODY_BYTES, type Interaction } from '@/domain/template-interactions'
import { problem } from '@/infrastructure/http'
import { readJsonBody } from '@/infrastructure/request-body'

import { likeState, recordInteraction, type ConnectionSource } from './counters'

export type GalleryEndpointDeps = {
  /** The app's PostgreSQL pool. */
  db: () => Promise<ConnectionSource>
  /** Requests per client (address), whatever they ask. */
  limiter: RateLimiter
  /**
   * "Once per visitor, template and day" for views and uses: a limit of one per key and day.
   * In memory like the rate limits (see domain/rate-limit.ts): with several app instances a
   * visitor may count once per instance and day, which is within what a view count means.
   */
  once: RateLimiter
  /**
   * Likes per client address and template (see likeLimitKey): a like counts once per like
   * cookie, and a client that drops its cookie gets a fresh one, so the address bounds them too.
   */
  likeLimiter: RateLimiter
  now?: () => Date
}

const PRIVATE = { 'Cache-Control': 'private, no-store' }

const NOT_FOUND = 'There is no online community template with this id.'

/** The like cookie's random id as stored: its SHA-256, so the table never holds a usable cookie value. */
export function likeKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** The visitor's like key, when the request carries a well-formed one. */
function likeKeyOf(request: Request): string | undefined {
  const value = cookiesFromHeader(request.headers.get('cookie')).get(COOKIE_NAMES.templateLikeKey)
  return isLikeKey(value) ? value : undefined
}

/**
 * The like cookie (COOKIE_NAMES.templateLikeKey), by its built-in definition (necessary,
 * mandatory): path /, the parent domain, secure, a year. HttpOnly, since only this endpoint reads it.
 */
function likeCookieHeader(request: Request, key: string): string {
  const definition = cookieDefinition(COOKIE_NAMES.templateLikeKey)!
  const { path, domain, expires } = cookieAttributes(definition, new URL(request.url).hostname)
  const maxAge = Math.round(expires * 24 * 60 * 60)
  return [`${definition.name}=${key}`, `Path=${path}`, domain ? `Domain=${domain}` : '', `Max-Age=${maxAge}`, 'Secure', 'HttpOnly', 'SameSite=Lax']
    .filter(Boolean)
    .join('; ')
}

/**
 * Who a view or use counts as, for "once a day": a hash of the template, the action, the
 * client's address and browser. Nothing is stored on the visitor's device for it, nor kept past
 * the day in memory. Visitors behind one address with the same browser count once together.
 */
function onceKey(request: Request, templateId: number, action: Interaction): string {
  const browser = (request.headers.get('user-agent') ?? '').slice(0, 350) // SPEC §9: the user agent is capped at 350
  return createHash('sha256')
    .update(`${action}\n${templateId}\n${clientKey(request.headers)}\n${browser}`)
    .digest('base64url')
}

/**
 * The gallery's counting endpoint (src/app/(payload)/api/templates/[id]):
 *
 * POST /api/templates/{id} with `{"action": "view" | "like" | "unlike" | "use"}` as JSON.
 *   view, use: 204; each counts once per visitor and day.
 *   like, unlike: 200 `{ liked, likes }`; a like counts once per visitor (the like cookie, set
 *   on the first like).
 * GET /api/templates/{id}: 200 `{ liked, likes }` for this visitor, never cached.
 *
 * 400 malformed, 403 from another site's page, 404 no online template (unknown, pending,
 * rejected, deleted…), 413 too long, 415 not JSON, 429 too many from one client, or too many
 * likes of one template from one client address in a day (Retry-After).
 */
export function galleryEndpoint({ db, limiter, once, likeLimiter, now = () => new Date() }: GalleryEndpointDeps) {
  async function limited(request: Request): Promise<Response | undefined> {
    const verdict = await limiter.consume(clientKey(request.headers), now().getTime())
    if (verdict.allowed) return undefined
    return problem(429, 'Too many requests from this client. Please retry later.', { 'Retry-After': String(verdict.retryAfterSeconds) })
  }

  async function likesShown(templateId: number, visitorKey: string): Promise<number> {
    const state = await likeState(await db(), templateId, visitorKey)
    return state.kind === 'found' ? state.likes : 0
  }

  async function alreadyLiked(templateId: number, visitorKey: string): Promise<boolean> {
    const state = await likeState(await db(), templateId, visitorKey)
    return state.kind === 'found' && state.liked
  }

  async function post(request: Request, idSegment: string): Promise<Response> {
    const refused = await limited(request)
    if (refused) return refused
    const templateId = parseTemplateId(idSegment)
    if (templateId === undefined) return problem(404, NOT_FOUND)
    // A JSON body cannot be sent by another site's page without asking first (CORS), and this answers no such question.
    if (request.headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site') {
      return problem(403, 'Only the site’s own pages count views, likes and uses.')
    }
    const body = await readJsonBody(request, MAX_INTERACTION_BODY_BYTES, 'the action')
    if (body.kind === 'refused') return problem(body.status, body.message)
    const parsed = interactionBody.safeParse(body.json)
    if (!parsed.success) return problem(400, 'Send {"action": "view"}, "like", "unlike" or "use", and nothing else.')
    const { action } = parsed.data
    const at = now()

    if (action === 'like' || action === 'unlike') {
      const key = likeKeyOf(request)
      if (action === 'unlike' && !key) {
        // Nothing this visitor could undo: answer with the state, unchanged.
        const state = await likeState(await db(), templateId, undefined)
        return state.kind === 'not-found' ? problem(404, NOT_FOUND) : Response.json({ liked: false, likes: state.likes }, { headers: PRIVATE })
      }
      // Only a like that will be recorded uses up the address's budget: liking again what this
      // visitor already likes changes nothing, and must not refuse the next colleague's like.
      if (action === 'like' && !(key && (await alreadyLiked(templateId, likeKeyHash(key))))) {
        const verdict = await likeLimiter.consume(likeLimitKey(templateId, clientKey(request.headers)), at.getTime())
        if (!verdict.allowed) {
          return problem(429, 'Too many likes of this template from your network today. Please retry later.', {
            'Retry-After': String(verdict.retryAfterSeconds),
          })
        }
      }
      const newKey = key ? undefined : randomBytes(24).toString('base64url')
      const visitorKey = likeKeyHash((key ?? newKey)!)
      const outcome = await recordInteraction(await db(), { templateId, action, visitorKey, count: true, now: at })
      if (outcome.kind === 'not-found') return problem(404, NOT_FOUND)
      // Nothing moved and nothing counted yet (an unlike of a template never liked): the likes score.
      const likes = outcome.counters?.likes ?? (await likesShown(templateId, visitorKey))
      const headers: Record<string, string> = { ...PRIVATE }
      if (newKey) headers['Set-Cookie'] = likeCookieHeader(request, newKey)
      return Response.json({ liked: action === 'like', likes }, { headers })
    }

    const first = (await once.consume(onceKey(request, templateId, action), at.getTime())).allowed
    const outcome = await recordInteraction(await db(), { templateId, action, count: first, now: at })
    if (outcome.kind === 'not-found') return problem(404, NOT_FOUND)
    return new Response(null, { status: 204, headers: PRIVATE })
  }

  async function get(request: Request, idSegment: string): Promise<Response> {
    const refused = await limited(request)
    if (refused) return refused
    const templateId = parseTemplateId(idSegment)
    if (templateId === undefined) return problem(404, NOT_FOUND)
    const key = likeKeyOf(request)
    const state = await likeState(await db(), templateId, key ? likeKeyHash(key) : undefined)
    if (state.kind === 'not-found') return problem(404, NOT_FOUND)
    return Response.json({ liked: state.liked, likes: state.likes }, { headers: PRIVATE })
  }

  return { post, get }
}

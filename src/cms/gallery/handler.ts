import { createHash, randomBytes } from 'node:crypto'

import { clientKey } from '@/domain/client-key'
import { cookieAttributes, cookieDefinition, COOKIE_NAMES, cookiesFromHeader } from '@/domain/consent/cookies'
import { communityEvent, type CommunityEvent } from '@/domain/community/events'
import { likeLimitKey } from '@/domain/community/member-limits'
import type { RateLimiter } from '@/domain/rate-limit'
import { parseTemplateId } from '@/domain/templates/gallery-query'
import { interactionBody, isLikeKey, MAX_INTERACTION_BODY_BYTES, type Interaction } from '@/domain/templates/interactions'
import { problem } from '@/infrastructure/http'
import { readJsonBody } from '@/infrastructure/request-body'

import { likeState, recordInteraction, type ConnectionSource } from './counters'

export type GalleryEndpointDeps = {
  db: () => Promise<ConnectionSource>
  limiter: RateLimiter
  /**
   * Once per visitor, template and day, in memory: with several instances a visitor may count once per instance,
   * which is within what a view count means.
   */
  once: RateLimiter
  /** A client that drops its like cookie gets a fresh one, so the address bounds likes too. */
  likeLimiter: RateLimiter
  /** Sends a counted like, unlike or use to analytics; never throws. */
  track?: (event: CommunityEvent) => void
  now?: () => Date
}

const PRIVATE = { 'Cache-Control': 'private, no-store' }

const NOT_FOUND = 'There is no online community template with this id.'

/** Stored hashed, so the table never holds a usable cookie value. */
export function likeKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

function likeKeyOf(request: Request): string | undefined {
  const value = cookiesFromHeader(request.headers.get('cookie')).get(COOKIE_NAMES.templateLikeKey)
  return isLikeKey(value) ? value : undefined
}

/** By the cookie's built-in definition (necessary, mandatory); HttpOnly, since only this endpoint reads it. */
function likeCookieHeader(request: Request, key: string): string {
  const definition = cookieDefinition(COOKIE_NAMES.templateLikeKey)!
  const { path, domain, expires } = cookieAttributes(definition, new URL(request.url).hostname)
  const maxAge = Math.round(expires * 24 * 60 * 60)
  return [`${definition.name}=${key}`, `Path=${path}`, domain ? `Domain=${domain}` : '', `Max-Age=${maxAge}`, 'Secure', 'HttpOnly', 'SameSite=Lax']
    .filter(Boolean)
    .join('; ')
}

/**
 * A hash of template, action, client address and browser: nothing is stored on the device nor kept past the day.
 * Visitors behind one address with the same browser count once together.
 */
function onceKey(request: Request, templateId: number, action: Interaction): string {
  const browser = (request.headers.get('user-agent') ?? '').slice(0, 350) // SPEC §9: the user agent is capped at 350
  return createHash('sha256')
    .update(`${action}\n${templateId}\n${clientKey(request.headers)}\n${browser}`)
    .digest('base64url')
}

/**
 * POST /api/templates/{id} with `{"action": "view"|"like"|"unlike"|"use"}`: views and uses count once per visitor and day,
 * a like once per visitor (the like cookie). GET answers `{ liked, likes }` for this visitor, never cached.
 */
function platformOf(request: Request): { userId?: string; accountId?: string } {
  const cookies = cookiesFromHeader(request.headers.get('cookie'))
  return { userId: cookies.get(COOKIE_NAMES.platformUserId), accountId: cookies.get(COOKIE_NAMES.platformAccountId) }
}

export function galleryEndpoint({ db, limiter, once, likeLimiter, track = () => {}, now = () => new Date() }: GalleryEndpointDeps) {
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
      // Only a like that will be recorded uses up the address's budget, so liking again must not refuse a colleague's like.
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
      if (outcome.moved) track(communityEvent(action, templateId, platformOf(request)))
      const headers: Record<string, string> = { ...PRIVATE }
      if (newKey) headers['Set-Cookie'] = likeCookieHeader(request, newKey)
      return Response.json({ liked: action === 'like', likes }, { headers })
    }

    const first = (await once.consume(onceKey(request, templateId, action), at.getTime())).allowed
    const outcome = await recordInteraction(await db(), { templateId, action, count: first, now: at })
    if (outcome.kind === 'not-found') return problem(404, NOT_FOUND)
    if (action === 'use' && outcome.moved) track(communityEvent(action, templateId, platformOf(request)))
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

import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  NotFound,
  UnauthorizedError,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'

/**
 * Payload stores whatever preference it is sent and answers a missing delete with a 500: cap values, 404 missing ones,
 * and answer only the `/:key` routes.
 */
export const MAX_PREFERENCE_BYTES = 16 * 1024
const MAX_KEY_LENGTH = 200

const SLUG = 'payload-preferences'

class PreferenceTooLarge extends APIError {
  constructor() {
    super(`A preference may hold at most ${MAX_PREFERENCE_BYTES} bytes.`, 413, null, true)
    this.name = 'PreferenceTooLarge'
  }
}

class InvalidPreferenceKey extends APIError {
  constructor() {
    super(`A preference key is at most ${MAX_KEY_LENGTH} characters, without control characters.`, 400, null, true)
    this.name = 'InvalidQuery'
  }
}

function keyOf(req: PayloadRequest): string {
  const key = req.routeParams?.key
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH || /[\u0000-\u001f\u007f]/.test(key)) throw new InvalidPreferenceKey()
  return key
}

async function ownPreference(req: PayloadRequest, key: string) {
  if (!req.user) return undefined
  const { docs } = await req.payload.find({
    collection: SLUG,
    where: { and: [{ key: { equals: key } }, { 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: req.user.collection } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/** Payload's delete by key fails in SQL. */
const deleteOwn: PayloadHandler = async (req) => {
  const key = keyOf(req)
  if (!req.user) throw new UnauthorizedError(req.t)
  const preference = await ownPreference(req, key)
  if (!preference) throw new NotFound(req.t)
  await req.payload.delete({ collection: SLUG, id: preference.id, overrideAccess: true })
  return Response.json({ message: req.t('general:deletedSuccessfully') })
}

const guardedUpdate =
  (original: PayloadHandler, defaultLocale: string | undefined): PayloadHandler =>
  async (req) => {
    const key = keyOf(req)
    let data: unknown
    try {
      data = await req.json?.()
    } catch {
      data = {}
    }
    if (JSON.stringify(data ?? null).length > MAX_PREFERENCE_BYTES) throw new PreferenceTooLarge()
    const stored = key === LOCALE_PREFERENCE && defaultLocale !== undefined ? { ...(data as object), value: defaultLocale } : data
    // Payload's handler reads the body again.
    req.json = () => Promise.resolve(stored)
    return original(req)
  }

/** Payload's generic routes fail in SQL on a preference's polymorphic owner; the admin uses only `/:key`, the rest answer 404. */
const onlyByKey: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.payloadAPI !== 'local') throw new NotFound(req.t)
  return args
}

const LOCALE_PREFERENCE = 'locale'

/**
 * Payload remembers the last language a screen was opened in and opens every later screen in it:
 * after translating one page, an editor would edit the next in German without noticing. Each
 * screen opens in the default language unless its address asks for another (the admin's own saves
 * go through this hook, its REST calls through guardedUpdate).
 */
const forgetChosenLocale =
  (defaultLocale: string): CollectionBeforeChangeHook =>
  ({ data }) =>
    data?.key === LOCALE_PREFERENCE ? { ...data, value: defaultLocale } : data

export function guardPreferences(config: SanitizedConfig): void {
  const preferences = config.collections.find(({ slug }) => slug === SLUG)
  if (!preferences) return
  const defaultLocale = config.localization ? config.localization.defaultLocale : undefined
  const beforeChange = defaultLocale === undefined ? [] : [forgetChosenLocale(defaultLocale)]
  preferences.hooks = {
    ...preferences.hooks,
    beforeOperation: [onlyByKey, ...(preferences.hooks?.beforeOperation ?? [])],
    beforeChange: [...beforeChange, ...(preferences.hooks?.beforeChange ?? [])],
  }
  preferences.endpoints = (preferences.endpoints || []).map((endpoint: Endpoint) => {
    if (endpoint.path !== '/:key') return endpoint
    if (endpoint.method === 'delete') return { ...endpoint, handler: deleteOwn }
    if (endpoint.method === 'post') return { ...endpoint, handler: guardedUpdate(endpoint.handler, defaultLocale) }
    return endpoint
  })
}

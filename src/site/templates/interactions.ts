import type { Interaction } from '@/domain/templates/interactions'

export const templateApiPath = (id: number) => `/api/templates/${id}`

export type LikeAnswer = { liked: boolean; likes: number }

function isLikeAnswer(value: unknown): value is LikeAnswer {
  const answer = value as Partial<LikeAnswer> | null
  return typeof answer?.liked === 'boolean' && typeof answer.likes === 'number'
}

/** `keepalive` lets a use's request finish while the browser leaves for sign-up. Never throws. */
export async function sendInteraction(id: number, action: Interaction): Promise<LikeAnswer | undefined> {
  try {
    const response = await fetch(templateApiPath(id), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action }),
      credentials: 'same-origin',
      keepalive: true,
    })
    if (!response.ok || response.status === 204) return undefined
    const body: unknown = await response.json()
    return isLikeAnswer(body) ? body : undefined
  } catch {
    return undefined
  }
}

export async function fetchLikeState(id: number, signal?: AbortSignal): Promise<LikeAnswer | undefined> {
  try {
    const response = await fetch(templateApiPath(id), { credentials: 'same-origin', cache: 'no-store', signal })
    if (!response.ok) return undefined
    const body: unknown = await response.json()
    return isLikeAnswer(body) ? body : undefined
  } catch {
    return undefined
  }
}

import { readBodyWithLimit } from '@/infrastructure/request-body'

/**
 * Reads a response body as JSON, giving up once it passes `maxBytes`: the timeout bounds how
 * long a service may take, this bounds how much of the process's memory it may fill meanwhile.
 */
export async function readJsonWithLimit(response: Response, maxBytes: number): Promise<unknown> {
  if (!response.body) throw new Error('the answer is empty')
  const body = await readBodyWithLimit(response, maxBytes)
  if (body.kind === 'too-large') throw new Error(`the answer is larger than ${maxBytes} bytes`)
  if (body.kind === 'unreadable') throw new Error('the answer is not UTF-8 text')
  try {
    return JSON.parse(body.text) as unknown
  } catch {
    throw new Error('the answer is not JSON')
  }
}

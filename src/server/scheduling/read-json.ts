/**
 * Reads a response body as JSON, giving up once it passes `maxBytes`: the timeout bounds how
 * long a service may take, this bounds how much of the process's memory it may fill meanwhile.
 */
export async function readJsonWithLimit(response: Response, maxBytes: number): Promise<unknown> {
  if (!response.body) throw new Error('the answer is empty')
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new Error(`the answer is larger than ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks))
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new Error('the answer is not JSON')
  }
}

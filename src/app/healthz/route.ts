import { checkHealth } from '@/infrastructure/health'
import { payloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export async function GET() {
  const health = await checkHealth(payloadClient)
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}

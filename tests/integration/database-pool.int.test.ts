/**
 * The site's pool (src/infrastructure/database/pg.ts) survives the database closing a connection that is
 * checked out and idle between queries: the work using it fails, the process does not.
 */
import { describe, expect, it, vi } from 'vitest'

import { resilientPg } from '@/infrastructure/database/pg'

import { startTcpProxy } from '../helpers/tcp-proxy'

describe('the resilient pool', () => {
  it('logs, instead of throwing, the loss of a connection in use', async () => {
    const direct = new URL(process.env.DATABASE_URL!)
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
    const viaProxy = new URL(direct)
    viaProxy.hostname = '127.0.0.1'
    viaProxy.port = String(proxy.port)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const pool = new resilientPg.Pool({ connectionString: viaProxy.toString(), max: 1 })
    try {
      const client = await pool.connect()
      await client.query('SELECT 1')
      // Checked out, between two queries: the server goes away.
      const lost = new Promise<void>((resolve) => client.once('error', () => resolve()))
      proxy.setMode('refuse')
      await lost
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('[database] lost a connection in use'))
      await expect(client.query('SELECT 1')).rejects.toThrow()
      client.release(true)
    } finally {
      proxy.setMode('forward')
      await pool.end().catch(() => undefined)
      await proxy.close()
      logged.mockRestore()
    }
  })
})

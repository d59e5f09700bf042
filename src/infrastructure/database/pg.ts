import pg, { type PoolClient, type QueryConfig } from 'pg'

/** Without a listener, an idle connection the server closes ends the whole process; the site must keep serving and reconnect. */
class ResilientPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('error', (error) => {
      console.error(`[database] lost an idle connection: ${error.message}`)
    })
    // A checked-out connection's error reaches the client, not the pool's listener: the work fails, the process must not.
    this.on('connect', (client) => {
      client.on('error', (error) => {
        console.error(`[database] lost a connection in use: ${error.message}`)
      })
    })
  }
}

export const resilientPg: typeof pg = Object.assign(Object.create(pg) as typeof pg, { Pool: ResilientPool })

export async function rollBackAndRelease(client: PoolClient, rollback: QueryConfig): Promise<void> {
  try {
    await client.query(rollback)
    client.release()
  } catch (error) {
    client.release(error instanceof Error ? error : true)
  }
}

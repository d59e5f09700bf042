import pg from 'pg'

/**
 * node-postgres with one change: its pool logs lost connections instead of throwing.
 * An idle pooled connection that the server closes (a restart, a failover, a network cut)
 * emits `error` on the pool, and without a listener Node ends the whole process; the site
 * must instead keep serving cached pages and reconnect when the database returns.
 */
class ResilientPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('error', (error) => {
      console.error(`[database] lost an idle connection: ${error.message}`)
    })
  }
}

export const resilientPg: typeof pg = Object.assign(Object.create(pg) as typeof pg, { Pool: ResilientPool })

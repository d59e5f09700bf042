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
    // A connection the server closes while it is checked out (between the queries of a
    // transaction, say) emits `error` on the client itself, where the pool's listener does not
    // hear it: the work using it fails on its own, the process must not.
    this.on('connect', (client) => {
      client.on('error', (error) => {
        console.error(`[database] lost a connection in use: ${error.message}`)
      })
    })
  }
}

export const resilientPg: typeof pg = Object.assign(Object.create(pg) as typeof pg, { Pool: ResilientPool })

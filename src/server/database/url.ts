import type { Env } from '../../infrastructure/env'
import { embeddedDatabaseUrl } from './embedded-paths'

/** Name of the application database on the embedded server. */
export const EMBEDDED_DATABASE = 'orbit'

/** The operator's DATABASE_URL, or the address of the embedded server kept in the data folder. */
export function resolveDatabaseUrl(env: Env): string {
  return env.databaseUrl ?? embeddedDatabaseUrl({ dataDir: env.dataDir, port: env.embeddedPostgresPort, database: EMBEDDED_DATABASE })
}

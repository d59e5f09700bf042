import type { Migration, Payload } from 'payload'

import { migrations } from '../../migrations'

/** Applies every migration in migrations/ that the database has not seen yet. */
export async function runMigrations(payload: Payload): Promise<void> {
  // The generated list is typed with the Postgres adapter's arguments; Payload's with `unknown`.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/**
 * The start-up step of `npm start` and `npm run dev`, run as its own process (with
 * CLI_NODE_ARGS, see ./processes) so that the long-running supervisor never holds a Payload
 * instance of its own: migrations, then the seed of an empty database (unless given
 * `--migrate-only`, as the tests do for their template database).
 */
import { prepareDatabase } from './prepare-database'
import { exitAfterOutput } from './processes'

await prepareDatabase({ migrateOnly: process.argv.includes('--migrate-only') })
exitAfterOutput(0)

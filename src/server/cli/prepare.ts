/** A process of its own (CLI_NODE_ARGS), so the long-running supervisor never holds a Payload instance. */
import { prepareDatabase } from './prepare-database'
import { exitAfterOutput } from './processes'

await prepareDatabase({ migrateOnly: process.argv.includes('--migrate-only') })
exitAfterOutput(0)

/**
 * The start-up step of `npm start` and `npm run dev`, run as its own process so that the
 * long-running supervisor never holds a Payload instance of its own: migrations, then the seed
 * of an empty database (unless given `--migrate-only`, as the tests do for their template one).
 *
 * Node 20 runs tsx's module hooks on a loader thread; while the main thread waits for modules
 * from it with nothing else pending, Node may decide the top-level await can never settle and
 * exit with code 13 (seen under load, before a line was printed). So this file imports nothing
 * statically: a timer keeps the process alive first, then the work is loaded and done.
 */
const keepAlive = setInterval(() => {}, 60_000)

export {} // a module, for the top-level awaits below

const { prepareDatabase } = await import('./prepare-database')
await prepareDatabase({ migrateOnly: process.argv.includes('--migrate-only') })
clearInterval(keepAlive)
const { exitAfterOutput } = await import('./processes')
exitAfterOutput(0)

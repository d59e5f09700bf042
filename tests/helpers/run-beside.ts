/**
 * `npm test`'s last step: two npm scripts at once, usage `run-beside.ts <script> <beside>`. The
 * browser tests drive one page at a time and leave a core mostly idle; the cluster tests (their
 * own instances, database, Redis and nginx, on free ports, on the browser tests' build) fill it
 * instead of running alone afterwards. `<script>` prints as it goes; `<beside>`'s output is kept
 * and printed once both have ended, so the two never interleave. Fails when either fails.
 */
import { spawn } from 'node:child_process'

const [script, beside] = process.argv.slice(2)
if (!script || !beside) {
  console.error('usage: run-beside.ts <npm script> <npm script to run beside it>')
  process.exit(2)
}

function run(name: string, keep?: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', keep ? 'pipe' : 'inherit', keep ? 'pipe' : 'inherit'] })
    child.stdout?.on('data', (chunk: Buffer) => keep?.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => keep?.push(chunk))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const kept: Buffer[] = []
const [first, second] = await Promise.all([run(script), run(beside, kept)])
console.log(`\n[${beside}, run beside ${script}]`)
process.stdout.write(Buffer.concat(kept))
process.exitCode = first || second

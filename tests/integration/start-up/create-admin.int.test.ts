import { spawn } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { CLI_NODE_ARGS } from '../../../src/server/cli/processes'
import { api, login } from '../../helpers/rest'

/** Runs `npm run create-admin -- --email …` with the password typed on standard input. */
function createAdmin(email: string, password: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...CLI_NODE_ARGS, 'src/server/cli/create-admin.ts', '--email', email], {
      env: process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code, signal) => resolve({ code: code ?? 1, output: output || `(no output; exit ${code}, signal ${signal})` }))
    child.stdin.end(`${password}\n`)
  })
}

// Each run starts a fresh process that loads the whole CMS under tsx: in CI, beside the browser
// tests on two cores, that alone can take most of the suite's usual minute.
describe('npm run create-admin', { timeout: 180_000 }, () => {
  it('creates an admin who can then log in', async () => {
    const result = await createAdmin('Ops@Orbit.example', 'a sturdy passphrase')
    expect(result.output).toContain('Admin ops@orbit.example created')
    expect(result.code).toBe(0)

    const token = await login('ops@orbit.example', 'a sturdy passphrase')
    const me = await api('GET', '/users/me', { token })
    expect(me.body.user.roles).toEqual(['admin'])
  })

  it('refuses a short password, a bad email and an existing account, with a clear message', async () => {
    const short = await createAdmin('someone@orbit.example', 'short')
    expect(short.code).toBe(1)
    expect(short.output).toContain('at least 12 characters')

    const badEmail = await createAdmin('not-an-email', 'a sturdy passphrase')
    expect(badEmail.code).toBe(1)
    expect(badEmail.output).toContain('is not an email address')

    const existing = await createAdmin('ops@orbit.example', 'another sturdy passphrase')
    expect(existing.code).toBe(1)
    expect(existing.output).toContain('already exists')
    expect(existing.output).not.toMatch(/\n\s+at /) // no stack trace
  })
})

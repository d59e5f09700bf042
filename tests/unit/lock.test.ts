import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { acquireLock, AlreadyRunningError } from '@/server/lock'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-lock-'))
const file = path.join(dir, 'server.lock')
afterEach(() => fs.rmSync(file, { force: true }))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** The lock names this process as its holder, keeps others out, and is gone once released. */
function expectHeldHere(lock: { release: () => void }) {
  expect(fs.readFileSync(file, 'utf8')).toBe(`${process.pid}\nnpm start\n`)
  expect(() => acquireLock(file, 'npm run dev')).toThrow(AlreadyRunningError)
  lock.release()
  expect(fs.existsSync(file)).toBe(false)
}

describe('acquireLock', () => {
  it('refuses a second holder while the first holds it, and frees it on release', () => {
    const lock = acquireLock(file, 'npm start')
    expect(() => acquireLock(file, 'npm run dev')).toThrow(AlreadyRunningError)
    expect(() => acquireLock(file, 'npm run dev')).toThrow(/Another npm start \(pid \d+\) is already using/)
    lock.release()
    expect(fs.existsSync(file)).toBe(false)
    acquireLock(file, 'npm run dev').release()
  })

  it('refuses a lock held by another live process', () => {
    fs.writeFileSync(file, `${process.ppid}\nnpm start\n`)
    expect(() => acquireLock(file, 'npm start')).toThrow(AlreadyRunningError)
  })

  it('takes over a lock left by a process that is gone, or by an earlier process with our pid', () => {
    fs.writeFileSync(file, '999999\nnpm start\n')
    expectHeldHere(acquireLock(file, 'npm start'))
    fs.writeFileSync(file, `${process.pid}\nnpm start\n`)
    expectHeldHere(acquireLock(file, 'npm start'))
  })
})

describe('acquireLock under contention', () => {
  it('treats an empty or unreadable lock left by a crash as stale', () => {
    fs.writeFileSync(file, '')
    expectHeldHere(acquireLock(file, 'npm start'))
    fs.writeFileSync(file, 'garbage\n')
    expectHeldHere(acquireLock(file, 'npm start'))
  })

  it('never leaves a half-written lock: the file holds the owner as soon as it exists', () => {
    const lock = acquireLock(file, 'npm start')
    expect(fs.readFileSync(file, 'utf8')).toBe(`${process.pid}\nnpm start\n`)
    expect(fs.readdirSync(dir).filter((name) => name.includes('.tmp') || name.includes('.stale'))).toEqual([])
    lock.release()
  })
})

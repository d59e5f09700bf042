import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, type Mock, vi } from 'vitest'

import type { MeetingRequest } from '@/domain/forms/meetings'
import { ERROR_EVENTS } from '@/domain/tracking/tracking'
import { createMeetingScheduler, type SchedulingReporter } from '@/server/scheduling/scheduler'

type Seen = { method: string | undefined; path: string | undefined; contentType: string | undefined; body: unknown }
type Reply = (path: string, response: http.ServerResponse) => void

const servers: http.Server[] = []

afterEach(async () => {
  for (const server of servers.splice(0)) {
    // A server that never answers keeps its connections: drop them so close() can finish.
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A real scheduling service on a free port that records every request before `reply` answers it. */
async function startService(reply: Reply) {
  const seen: Seen[] = []
  const server = http.createServer((request, response) => {
    const entry: Seen = { method: request.method, path: request.url, contentType: request.headers['content-type'], body: undefined }
    seen.push(entry)
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    request.on('end', () => {
      entry.body = JSON.parse(text)
      reply(request.url ?? '', response)
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, seen }
}

const json = (response: http.ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(body)
}

const REQUEST: MeetingRequest = { country: 'IL', companySize: '250-1499', product: 'crm', phone: '+972541234567', locale: 'he' }

type Report = Mock<SchedulingReporter>

function scheduler(url: string | undefined, overrides: { timeoutMs?: number; report?: Report } = {}) {
  const report = overrides.report ?? vi.fn<SchedulingReporter>()
  return {
    report,
    meetingOptions: createMeetingScheduler({ url, timeoutMs: overrides.timeoutMs ?? 2_000, bookingUrl: undefined, report }).meetingOptions,
  }
}

const reportedNames = (report: Report) => report.mock.calls.map(([name]) => name).sort()

describe('createMeetingScheduler with a scheduling service', () => {
  it('posts the request to both questions and returns the answers', async () => {
    const service = await startService((path, response) =>
      path === '/book-a-meeting/eligibility'
        ? json(response, 200, JSON.stringify({ eligible: true, bookingUrl: 'https://meet.example/sales' }))
        : json(response, 200, JSON.stringify({ available: true, withinMinutes: 5 })),
    )
    const { meetingOptions, report } = scheduler(`${service.url}/`) // a trailing slash is no second one

    expect(await meetingOptions(REQUEST)).toEqual({
      bookMeeting: { status: 'eligible', bookingUrl: 'https://meet.example/sales' },
      getACall: { status: 'available', withinMinutes: 5 },
    })
    expect(report).not.toHaveBeenCalled()
    expect(service.seen.map((entry) => entry.path).sort()).toEqual(['/book-a-meeting/eligibility', '/get-a-call'])
    for (const entry of service.seen) {
      expect(entry).toMatchObject({ method: 'POST', contentType: 'application/json', body: REQUEST })
    }
  })

  it('returns refusals as such', async () => {
    const service = await startService((path, response) =>
      json(response, 200, JSON.stringify(path === '/get-a-call' ? { available: false } : { eligible: false })),
    )
    const { meetingOptions, report } = scheduler(service.url)
    expect(await meetingOptions(REQUEST)).toEqual({ bookMeeting: { status: 'not-eligible' }, getACall: { status: 'not-available' } })
    expect(report).not.toHaveBeenCalled()
  })

  it('reports a 500 and a malformed answer as errors, and answers those questions as unavailable', async () => {
    const service = await startService((path, response) =>
      path === '/book-a-meeting/eligibility' ? json(response, 500, '{"error":"boom"}') : json(response, 200, '{"available": tru'),
    )
    const { meetingOptions, report } = scheduler(service.url)

    expect(await meetingOptions(REQUEST)).toEqual({ bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } })
    expect(report).toHaveBeenCalledTimes(2)
    expect(report).toHaveBeenCalledWith(ERROR_EVENTS.bookAMeetingEligibilityError, { info1: 'answered 500' })
    expect(report).toHaveBeenCalledWith(ERROR_EVENTS.getACallError, { info1: 'the answer is not JSON' })
  })

  it('reports answers that do not match the schema, a non-https booking link included', async () => {
    const service = await startService((path, response) =>
      path === '/book-a-meeting/eligibility'
        ? json(response, 200, JSON.stringify({ eligible: true, bookingUrl: 'javascript:alert(1)' }))
        : json(response, 200, JSON.stringify({ available: true, withinMinutes: 0 })),
    )
    const { meetingOptions, report } = scheduler(service.url)

    expect(await meetingOptions(REQUEST)).toEqual({ bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } })
    expect(reportedNames(report)).toEqual([ERROR_EVENTS.bookAMeetingEligibilityError, ERROR_EVENTS.getACallError].sort())
    for (const [, fields] of report.mock.calls) expect(fields).toEqual({ info1: 'the answer does not match the schema' })
  })

  it('does not follow a redirect with the prospect’s details, and refuses an oversized answer', async () => {
    const service = await startService((path, response) => {
      if (path === '/book-a-meeting/eligibility') {
        response.writeHead(307, { location: '/elsewhere' })
        response.end()
      } else if (path === '/elsewhere') {
        json(response, 200, JSON.stringify({ eligible: true }))
      } else {
        json(response, 200, JSON.stringify({ available: true, padding: 'x'.repeat(64 * 1024) }))
      }
    })
    const { meetingOptions, report } = scheduler(service.url)

    expect(await meetingOptions(REQUEST)).toEqual({ bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } })
    expect(reportedNames(report)).toEqual([ERROR_EVENTS.bookAMeetingEligibilityError, ERROR_EVENTS.getACallError].sort())
    expect(report).toHaveBeenCalledWith(ERROR_EVENTS.getACallError, { info1: expect.stringContaining('larger than') })
    expect(service.seen.map((entry) => entry.path)).not.toContain('/elsewhere')
  })

  it('gives up on a service that never answers after the timeout, reporting only the timeout events', async () => {
    const service = await startService(() => {
      // Never answers.
    })
    const { meetingOptions, report } = scheduler(service.url, { timeoutMs: 200 })

    const started = performance.now()
    const options = await meetingOptions(REQUEST)
    const elapsed = performance.now() - started

    expect(options).toEqual({ bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } })
    expect(elapsed).toBeLessThan(5_000) // both questions wait in parallel, not one after the other forever
    expect(reportedNames(report)).toEqual([ERROR_EVENTS.bookAMeetingEligibilityTimeout, ERROR_EVENTS.getACallTimeout].sort())
    expect(report).toHaveBeenCalledWith(ERROR_EVENTS.getACallTimeout, { info1: 'POST /get-a-call did not answer within 200 ms' })
    await vi.waitFor(() => expect(service.seen.map((entry) => entry.path).sort()).toEqual(['/book-a-meeting/eligibility', '/get-a-call']))
  })

  it('reports an unreachable service as errors', async () => {
    const closed = await startService(() => {})
    const url = closed.url
    const server = servers.pop()!
    await new Promise((resolve) => server.close(resolve))

    const { meetingOptions, report } = scheduler(url)
    expect(await meetingOptions(REQUEST)).toEqual({ bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } })
    expect(reportedNames(report)).toEqual([ERROR_EVENTS.bookAMeetingEligibilityError, ERROR_EVENTS.getACallError].sort())
  })

  it('still answers when the reporter throws, rejects or never settles', async () => {
    const service = await startService((_path, response) => json(response, 503, ''))
    for (const report of [
      vi.fn<SchedulingReporter>(() => {
        throw new Error('tracking is broken')
      }),
      vi.fn<SchedulingReporter>(() => Promise.reject(new Error('tracking is down'))),
      vi.fn<SchedulingReporter>(() => new Promise<void>(() => {})),
    ]) {
      const { meetingOptions } = scheduler(service.url, { timeoutMs: 200, report })
      expect(await meetingOptions(REQUEST)).toEqual({ bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } })
      expect(report).toHaveBeenCalledTimes(2)
    }
  })
})

describe('createMeetingScheduler without a scheduling service', () => {
  it('answers with the local rules and asks no one', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new Error('no network in the local default')))
    const report = vi.fn<SchedulingReporter>()
    const { meetingOptions } = createMeetingScheduler({
      url: undefined,
      timeoutMs: 200,
      bookingUrl: 'https://meet.example/sales',
      report,
      fetch,
      now: () => new Date('2026-03-02T10:00:00Z'), // Mon 10:00 in London, the EMEA hub that serves Israel
    })

    expect(await meetingOptions(REQUEST)).toEqual({
      bookMeeting: { status: 'eligible', bookingUrl: 'https://meet.example/sales' },
      getACall: { status: 'available', withinMinutes: 15 },
    })
    expect(await meetingOptions({ ...REQUEST, companySize: '1-19', phone: undefined })).toEqual({
      bookMeeting: { status: 'not-eligible' },
      getACall: { status: 'not-available' },
    })
    expect(fetch).not.toHaveBeenCalled()
    expect(report).not.toHaveBeenCalled()
  })
})

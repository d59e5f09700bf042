import {
  bookMeetingEligibility,
  type BookMeeting,
  getACallAvailability,
  type GetACall,
  type MeetingOptions,
  type MeetingRequest,
  readEligibilityAnswer,
  readGetACallAnswer,
} from '@/domain/forms/meetings'
import { ERROR_EVENTS } from '@/domain/tracking/tracking'
import { TimeoutError, withTimeout } from '@/infrastructure/timeout'

import { readJsonWithLimit } from './read-json'

export type SchedulingReporter = (name: string, fields?: { info1?: string }) => Promise<void> | void

export type MeetingSchedulerOptions = {
  url: string | undefined
  timeoutMs: number
  bookingUrl: string | undefined
  report: SchedulingReporter
  fetch?: typeof fetch
  now?: () => Date
}

export type MeetingScheduler = { meetingOptions(request: MeetingRequest): Promise<MeetingOptions> }

const MAX_ANSWER_BYTES = 16 * 1024

type Question<T> = {
  path: string
  read: (body: unknown) => T | undefined
  errorEvent: string
  timeoutEvent: string
}

const ELIGIBILITY: Question<BookMeeting> = {
  path: '/book-a-meeting/eligibility',
  read: readEligibilityAnswer,
  errorEvent: ERROR_EVENTS.bookAMeetingEligibilityError,
  timeoutEvent: ERROR_EVENTS.bookAMeetingEligibilityTimeout,
}

const GET_A_CALL: Question<GetACall> = {
  path: '/get-a-call',
  read: readGetACallAnswer,
  errorEvent: ERROR_EVENTS.getACallError,
  timeoutEvent: ERROR_EVENTS.getACallTimeout,
}

/** Never throws: a failed or timed-out question is reported and answered 'unavailable', so the visitor still gets a confirmation. */
export function createMeetingScheduler(options: MeetingSchedulerOptions): MeetingScheduler {
  const fetchImpl = options.fetch ?? fetch
  const now = options.now ?? (() => new Date())
  const base = options.url?.replace(/\/+$/, '')

  async function ask<T>(question: Question<T>, request: MeetingRequest, serviceUrl: string): Promise<T | { status: 'unavailable' }> {
    try {
      return await post(serviceUrl, question, request)
    } catch (error) {
      const event = error instanceof TimeoutError ? question.timeoutEvent : question.errorEvent
      await report(event, reasonOf(error))
      return { status: 'unavailable' }
    }
  }

  async function post<T>(serviceUrl: string, question: Question<T>, request: MeetingRequest): Promise<T> {
    const controller = new AbortController()
    const exchange = (async () => {
      const response = await fetchImpl(`${serviceUrl}${question.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
        signal: controller.signal,
        cache: 'no-store',
        // Following a redirect would resend the prospect's details to wherever it points.
        redirect: 'error',
      })
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        throw new Error(`answered ${response.status}`)
      }
      const answer = question.read(await readJsonWithLimit(response, MAX_ANSWER_BYTES))
      if (answer === undefined) throw new Error('the answer does not match the schema')
      return answer
    })()
    try {
      // Named by path alone: the service's address is no business of the analytics.
      return await withTimeout(exchange, options.timeoutMs, `POST ${question.path}`)
    } catch (error) {
      controller.abort()
      exchange.catch(() => {})
      throw error
    }
  }

  /** A reporter that throws or hangs must neither fail nor hold up the visitor's confirmation. */
  async function report(name: string, info1: string) {
    try {
      await withTimeout(
        Promise.resolve().then(() => options.report(name, { info1 })),
        options.timeoutMs,
        'the reporter',
      )
    } catch {
      // Nothing left to report with.
    }
  }

  return {
    async meetingOptions(request) {
      if (base === undefined) {
        return {
          bookMeeting: bookMeetingEligibility(request, { bookingUrl: options.bookingUrl }),
          getACall: getACallAvailability(request, now()),
        }
      }
      const [bookMeeting, getACall] = await Promise.all([ask(ELIGIBILITY, request, base), ask(GET_A_CALL, request, base)])
      return { bookMeeting, getACall }
    },
  }
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  // fetch's own message is only "fetch failed"; the cause says why.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${message}${cause}`.slice(0, 200)
}

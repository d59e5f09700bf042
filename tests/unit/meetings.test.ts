import { describe, expect, it } from 'vitest'

import {
  bookMeetingEligibility,
  COMPANY_SIZE_ORDER,
  getACallAvailability,
  isBookingUrl,
  isSalesHours,
  type MeetingRequest,
  readEligibilityAnswer,
  readGetACallAnswer,
  salesHubTimeZone,
} from '@/domain/forms/meetings'

const request = (overrides: Partial<MeetingRequest> = {}): MeetingRequest => ({
  country: 'US',
  companySize: '100-249',
  product: 'crm',
  phone: '+12125550123',
  locale: 'en',
  ...overrides,
})

describe('bookMeetingEligibility', () => {
  it('lets companies of 50 people or more book, and smaller ones not', () => {
    const eligible = COMPANY_SIZE_ORDER.filter((companySize) => bookMeetingEligibility(request({ companySize }), {}).status === 'eligible')
    expect(eligible).toEqual(['50-99', '100-249', '250-1499', '1500+'])
  })

  it('treats an unknown size as a small company', () => {
    for (const companySize of ['', '50', 'huge', '1500']) {
      expect(bookMeetingEligibility(request({ companySize }), {})).toEqual({ status: 'not-eligible' })
    }
  })

  it('passes the configured booking link on to eligible prospects only', () => {
    const bookingUrl = 'https://meet.orbit.example/sales'
    expect(bookMeetingEligibility(request(), { bookingUrl })).toEqual({ status: 'eligible', bookingUrl })
    expect(bookMeetingEligibility(request(), { bookingUrl: undefined })).toEqual({ status: 'eligible' })
    expect(bookMeetingEligibility(request({ companySize: '1-19' }), { bookingUrl })).toEqual({ status: 'not-eligible' })
  })

  it('never offers a booking link that is not https', () => {
    for (const bookingUrl of ['javascript:alert(1)', 'http://meet.orbit.example', '//meet.orbit.example', '/book']) {
      expect(bookMeetingEligibility(request(), { bookingUrl })).toEqual({ status: 'eligible' })
    }
  })
})

describe('isBookingUrl', () => {
  it('accepts https addresses only, without credentials or spaces', () => {
    expect(isBookingUrl('https://meet.orbit.example/sales?team=emea')).toBe(true)
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'http://meet.example',
      '//meet.example',
      '/book',
      'https://user:pw@meet.example',
      ' https://meet.example',
      '',
      undefined,
      42,
    ]) {
      expect(isBookingUrl(value), String(value)).toBe(false)
    }
  })
})

describe('salesHubTimeZone', () => {
  it('serves each sales region from its hub, and an unknown country from the Americas', () => {
    expect(salesHubTimeZone('US')).toBe('America/New_York')
    expect(salesHubTimeZone('BR')).toBe('America/New_York')
    expect(salesHubTimeZone('gb')).toBe('Europe/London')
    expect(salesHubTimeZone('NG')).toBe('Europe/London')
    expect(salesHubTimeZone('IL')).toBe('Europe/London') // the Middle East is EMEA's
    expect(salesHubTimeZone('JP')).toBe('Asia/Singapore')
    expect(salesHubTimeZone('GU')).toBe('America/New_York') // US territory in the Pacific
    expect(salesHubTimeZone('AU')).toBe('Australia/Sydney')
    expect(salesHubTimeZone('AQ')).toBe('Asia/Singapore')
    expect(salesHubTimeZone('ZZ')).toBe('America/New_York')
  })
})

describe('isSalesHours', () => {
  it('counts the hub’s local weekday and hour, from 08:00 until before 18:00', () => {
    expect(isSalesHours(new Date('2026-03-02T08:00:00Z'), 'Europe/London')).toBe(true) // Mon 08:00
    expect(isSalesHours(new Date('2026-03-02T17:59:00Z'), 'Europe/London')).toBe(true)
    expect(isSalesHours(new Date('2026-03-02T18:00:00Z'), 'Europe/London')).toBe(false)
    expect(isSalesHours(new Date('2026-03-02T07:59:00Z'), 'Europe/London')).toBe(false)
  })

  it('follows daylight saving time', () => {
    // 12:30 UTC is 07:30 in New York in winter, 08:30 once the clocks have moved (8 March 2026).
    expect(isSalesHours(new Date('2026-03-02T12:30:00Z'), 'America/New_York')).toBe(false)
    expect(isSalesHours(new Date('2026-03-09T12:30:00Z'), 'America/New_York')).toBe(true)
  })

  it('is closed at weekends in the hub even when it is a weekday elsewhere', () => {
    expect(isSalesHours(new Date('2026-03-07T14:00:00Z'), 'America/New_York')).toBe(false) // Sat 09:00
    expect(isSalesHours(new Date('2026-03-01T22:00:00Z'), 'Australia/Sydney')).toBe(true) // Sun in UTC, Mon 09:00 in Sydney
    expect(isSalesHours(new Date('2026-03-06T08:00:00Z'), 'Australia/Sydney')).toBe(false) // Fri 19:00 in Sydney
  })
})

describe('getACallAvailability', () => {
  const mondayMorningInNewYork = new Date('2026-03-02T14:00:00Z') // Mon 09:00 New York, Mon 22:00 Singapore

  it('promises a call within 15 minutes in the hub’s sales hours when there is a phone', () => {
    expect(getACallAvailability(request(), mondayMorningInNewYork)).toEqual({ status: 'available', withinMinutes: 15 })
  })

  it('is not available outside the hub’s hours, even when the prospect’s own hub would be open', () => {
    expect(getACallAvailability(request({ country: 'SG', phone: '+6561234567' }), mondayMorningInNewYork)).toEqual({
      status: 'not-available',
    })
    expect(getACallAvailability(request(), new Date('2026-03-07T14:00:00Z'))).toEqual({ status: 'not-available' })
  })

  it('is not available without a phone that can be dialled', () => {
    for (const phone of [undefined, '', '2125550123', '+0123456789', '+1 212 555 0123', '+1234']) {
      expect(getACallAvailability(request({ phone }), mondayMorningInNewYork), String(phone)).toEqual({ status: 'not-available' })
    }
  })
})

describe('readEligibilityAnswer', () => {
  it('reads an eligible answer with or without an https booking link, and a refusal', () => {
    expect(readEligibilityAnswer({ eligible: true, bookingUrl: 'https://meet.example/a' })).toEqual({
      status: 'eligible',
      bookingUrl: 'https://meet.example/a',
    })
    expect(readEligibilityAnswer({ eligible: true })).toEqual({ status: 'eligible' })
    expect(readEligibilityAnswer({ eligible: false, extra: 1 })).toEqual({ status: 'not-eligible' })
  })

  it('refuses anything else, a booking link that is not https included', () => {
    for (const body of [
      { eligible: true, bookingUrl: 'javascript:alert(1)' },
      { eligible: true, bookingUrl: 'http://meet.example' },
      { eligible: 'yes' },
      {},
      [],
      null,
      'eligible',
    ]) {
      expect(readEligibilityAnswer(body), JSON.stringify(body)).toBeUndefined()
    }
  })
})

describe('readGetACallAnswer', () => {
  it('reads an available call with its delay (15 minutes when none is given) and a refusal', () => {
    expect(readGetACallAnswer({ available: true, withinMinutes: 5 })).toEqual({ status: 'available', withinMinutes: 5 })
    expect(readGetACallAnswer({ available: true, withinMinutes: 1440 })).toEqual({ status: 'available', withinMinutes: 1440 })
    expect(readGetACallAnswer({ available: true })).toEqual({ status: 'available', withinMinutes: 15 })
    expect(readGetACallAnswer({ available: false })).toEqual({ status: 'not-available' })
  })

  it('refuses delays that are not a positive whole number of minutes up to a day, and anything else', () => {
    for (const body of [
      { available: true, withinMinutes: 0 },
      { available: true, withinMinutes: -5 },
      { available: true, withinMinutes: 1.5 },
      { available: true, withinMinutes: 1441 },
      { available: true, withinMinutes: '5' },
      { available: 'true' },
      null,
      [],
    ]) {
      expect(readGetACallAnswer(body), JSON.stringify(body)).toBeUndefined()
    }
  })
})

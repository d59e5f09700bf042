import { APIError, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { isValidationError } from '@/cms/payload-errors'

describe('isValidationError', () => {
  it('recognises Payload’s ValidationError', () => {
    expect(isValidationError(new ValidationError({ collection: 'leads', errors: [{ message: 'Value must be unique', path: 'idempotencyKey' }] }))).toBe(true)
  })

  it('still recognises it once the production build has renamed its class', () => {
    // What the minified bundle holds: the same status and data under a one-letter class name.
    class s extends Error {
      status = 400
      data = { collection: 'consent-records', errors: [{ message: 'Value must be unique', path: 'choiceId' }] }
    }
    const renamed = new s('The following field is invalid: choiceId')
    renamed.name = s.name
    expect(isValidationError(renamed)).toBe(true)
  })

  it('takes no other error for one, whatever its name', () => {
    const named = Object.assign(new Error('x'), { name: 'ValidationError' })
    expect(isValidationError(named)).toBe(false)
    expect(isValidationError(new APIError('The database is down', 500, { errors: [{ message: 'down' }] }))).toBe(false)
    expect(isValidationError(undefined)).toBe(false)
    expect(isValidationError('ValidationError')).toBe(false)
  })
})

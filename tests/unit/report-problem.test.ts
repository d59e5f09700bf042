import { afterEach, describe, expect, it, vi } from 'vitest'

const reportServerException = vi.fn(() => Promise.resolve())
vi.mock('@/server/tracking', () => ({ reportServerException }))

const { reportProblemAt } = await import('@/server/tracking/report-problem')
const { productSignupUrl } = await import('@/domain/products')

afterEach(() => vi.restoreAllMocks())

describe('an unknown product in a sign-up link', () => {
  it('is reported to the error reporter with where it happened, and the generic sign-up is used', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const url = productSignupUrl('spaceships', 'https://auth.orbit.example', reportProblemAt('header sign-up'))
    expect(url).toBe('https://auth.orbit.example/users/sign_up_new')
    expect(reportServerException).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'InternalServerError',
        message: 'Product signup URL not found for product value: spaceships',
        params: { value: 'spaceships' },
      }),
      { where: 'header sign-up' },
    )
    expect(log).toHaveBeenCalledWith('[header sign-up] Product signup URL not found for product value: spaceships')
  })
})

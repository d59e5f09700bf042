/** A contact-sales form as a prospect fills it in; `email` is unique unless given. */
export function contactSalesForm<T extends Record<string, unknown>>(overrides: T = {} as T) {
  return {
    name: 'Dana Levi',
    email: `dana.${crypto.randomUUID()}@example.com`,
    company: 'Acme',
    companySize: '250-1499',
    country: 'IL',
    phone: '054 123 4567',
    product: 'crm',
    message: 'We are 300 people and want to move our sales pipeline.',
    locale: 'en',
    page: '/sales/contact-us',
    ...overrides,
  }
}

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

type Brand = { name: string; slug: string }

export function positionsSeed(brand: Brand): RequiredDataFromCollectionSlug<'positions'>[] {
  // Example addresses of an applicant-tracking system, like the seed's other external hosts.
  const apply = (role: string) => `https://jobs.${brand.slug}.example/apply/${role}`
  return [
    {
      title: 'Senior Frontend Engineer',
      team: 'Engineering',
      location: 'Tel Aviv or remote (EMEA)',
      description: `Build the boards, views and editors millions of teams use every day with React and TypeScript at ${brand.name}.`,
      applyUrl: apply('senior-frontend-engineer'),
      published: true,
    },
    {
      title: 'Site Reliability Engineer',
      team: 'Engineering',
      location: 'London',
      description: 'Keep our platform fast and available: Kubernetes, PostgreSQL, observability and on-call you can be proud of.',
      applyUrl: apply('site-reliability-engineer'),
      published: true,
    },
    {
      title: 'Product Designer, Automations',
      team: 'Design',
      location: 'New York',
      description: 'Shape how teams automate their work, from research to the pixels that ship.',
      applyUrl: apply('product-designer-automations'),
      published: true,
    },
    {
      title: 'Account Executive, Mid-Market',
      team: 'Sales',
      location: 'Sydney',
      description: 'Help growing companies in Australia and New Zealand find the right plan and roll it out.',
      applyUrl: apply('account-executive-mid-market'),
      published: true,
    },
    {
      title: 'Content Marketing Manager',
      team: 'Marketing',
      location: 'Remote (Americas)',
      description: `Tell the stories of the teams that run their work on ${brand.name}: guides, customer stories and campaigns.`,
      applyUrl: apply('content-marketing-manager'),
      published: true,
    },
  ]
}

export async function seedPositions(payload: Payload, brand: Brand, context: Record<string, unknown>): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'positions', overrideAccess: true })
  if (totalDocs > 0) return
  for (const position of positionsSeed(brand)) {
    await payload.create({ collection: 'positions', data: position, context })
  }
}

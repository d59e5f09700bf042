import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

type Brand = { name: string; slug: string }

/** Marketers replace them with the real ones (their ids must match the product's solution_id). */
export function solutionsSeed(brand: Brand): RequiredDataFromCollectionSlug<'solutions'>[] {
  return [
    {
      solutionId: 'time-tracking',
      name: 'Time tracking',
      description: `Log the hours spent on every item and see where your team’s time goes, right on your ${brand.name} boards.`,
      category: 'project_management',
      product: 'projects',
      published: true,
    },
    {
      solutionId: 'sales-pipeline',
      name: 'Sales pipeline',
      description: 'Track every deal from first contact to signed contract, with stages, owners and forecasts.',
      category: 'crm',
      product: 'crm',
      published: true,
    },
    {
      solutionId: 'employee-onboarding',
      name: 'Employee onboarding',
      description: 'Give every new joiner a checklist, a buddy and a clear first week, and see who is ready.',
      category: 'hr',
      product: 'work-management',
      published: true,
    },
    {
      solutionId: 'content-calendar',
      name: 'Content calendar',
      description: 'Plan posts, campaigns and launches on one calendar your whole marketing team can see.',
      category: 'marketing',
      product: 'marketer',
      published: true,
    },
    {
      solutionId: 'bug-tracking',
      name: 'Bug tracking',
      description: 'Capture bugs with their severity and steps to reproduce, and follow each one to the release that fixes it.',
      category: 'tech',
      product: 'dev',
      published: true,
    },
    {
      solutionId: 'it-service-desk',
      name: 'IT service desk',
      description: 'Take requests by email or form, route them to the right agent and keep an eye on response times.',
      category: 'information_technology',
      product: 'service',
      published: true,
    },
  ]
}

export async function seedSolutions(payload: Payload, brand: Brand, context: Record<string, unknown>): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'solutions', overrideAccess: true })
  if (totalDocs > 0) return
  for (const solution of solutionsSeed(brand)) {
    await payload.create({ collection: 'solutions', data: solution, context })
  }
}

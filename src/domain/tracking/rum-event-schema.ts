import { z } from 'zod'

import { FRUSTRATION_KINDS, INTERACTION_KIND, LABEL_MAX_LENGTH, RESOURCE_ADDRESS_MAX_LENGTH, RESOURCE_KINDS, RUM_EVENTS, TARGET_ROLES } from './rum'

/*
 * The RUM events' own shapes, checked by the collector on top of the general event schema
 * (./event-schema): the admin's reports group by these fields, so an event that says
 * it is a frustration must say which, where and on what. Not strict: the general schema has
 * already refused unknown keys.
 */

const page = z.string().min(1)
const label = z.string().min(1).max(LABEL_MAX_LENGTH)
const role = z.enum(TARGET_ROLES)

const rumShapes: Record<string, z.ZodType> = {
  [RUM_EVENTS.interaction]: z.object({ kind: z.literal(INTERACTION_KIND), group: role, info1: page, info3: label }),
  [RUM_EVENTS.frustration]: z.object({
    kind: z.enum(FRUSTRATION_KINDS),
    group: role,
    info1: page,
    info3: label,
    value: z.number().int().min(1),
  }),
  [RUM_EVENTS.resource]: z.object({
    kind: z.enum(RESOURCE_KINDS),
    group: z.string().min(1),
    info1: page,
    info3: z.string().min(1).max(RESOURCE_ADDRESS_MAX_LENGTH),
    value: z.number().nonnegative(),
  }),
}

/** The problems with a RUM event's shape, as issues with their field's path; none for other events. */
export function rumShapeIssues(event: { name: string }): z.core.$ZodIssue[] {
  const shape = rumShapes[event.name]
  if (!shape) return []
  const result = shape.safeParse(event)
  return result.success ? [] : result.error.issues
}

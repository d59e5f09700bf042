import type { Access, FieldAccess } from 'payload'

/** Lets nobody in over the API: for records only the site's own code writes (local API, overrideAccess). */
export const nobody: Access = () => false

/** The same for one field: only the server's own hooks set it (Payload's field access is typed apart). */
export const nobodyField: FieldAccess = () => false

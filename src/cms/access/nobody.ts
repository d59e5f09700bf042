import type { Access } from 'payload'

/** Lets nobody in over the API: for records only the site's own code writes (local API, overrideAccess). */
export const nobody: Access = () => false

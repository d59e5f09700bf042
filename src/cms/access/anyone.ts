import type { Access } from 'payload'

/** Lets everyone in, visitors included: for content that is public by nature. */
export const anyone: Access = () => true

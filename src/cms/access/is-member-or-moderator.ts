import type { Access } from 'payload'

import { memberId } from './accounts'
import { isModerator } from './is-moderator'

/** Lets in signed-in community members, and moderators and admins. */
export const isMemberOrModerator: Access = (args) => memberId(args.req.user) !== undefined || isModerator(args)

// No imports: next.config.ts reads these when it builds its headers.

// Holds a staff session's signed secret (src/infrastructure/preview-secret.ts). Not Next's own draft
// mode, whose cookie is one value for the whole build.
export const DRAFT_MODE_COOKIE = 'staff-preview'

export const PREVIEW_ROUTE = '/api/preview'
export const PREVIEW_EXIT_ROUTE = '/api/preview/exit'

// Read only in draft mode; a country shows what any visitor from it gets, never more.
export const PREVIEW_COUNTRY_PARAM = 'preview-country'

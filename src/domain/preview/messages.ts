/**
 * The messages between a live preview frame (the site in draft mode) and the admin beside it.
 * Only same-origin messages are read on either side.
 */

/** The frame → admin: an editor clicked a block; open and focus its fields. */
export const EDIT_BLOCK_MESSAGE = 'orbit-preview:edit-block'

export type EditBlockMessage = {
  type: typeof EDIT_BLOCK_MESSAGE
  /** The blocks field's path in the document, such as `layout`. */
  field: string
  /** The block's position in it. */
  index: number
}

/** The data attribute the preview puts around each block: its position in the page's layout. */
export const PREVIEW_BLOCK_ATTRIBUTE = 'data-preview-block'

export function isEditBlockMessage(data: unknown): data is EditBlockMessage {
  if (!data || typeof data !== 'object') return false
  const message = data as Partial<EditBlockMessage>
  return (
    message.type === EDIT_BLOCK_MESSAGE &&
    typeof message.field === 'string' &&
    /^[a-zA-Z][\w.]*$/.test(message.field) &&
    Number.isInteger(message.index) &&
    (message.index as number) >= 0
  )
}

import { draftMode } from 'next/headers'

/** Turns Next's draft mode on or off; its cookie goes with the route's response. */
export async function setDraftMode(enabled: boolean): Promise<void> {
  const mode = await draftMode()
  if (enabled) mode.enable()
  else mode.disable()
}

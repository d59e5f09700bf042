import { DraftBar, type DraftBarProps } from './DraftBar'
import { PreviewBridge } from './PreviewBridge'

/**
 * Everything a staff preview adds to a page: the draft bar and the live preview bridge. Pages
 * import this module only in draft mode (a dynamic import), so none of it is in a visitor's page.
 */
export function PreviewTools(props: DraftBarProps) {
  return (
    <>
      <DraftBar {...props} />
      <PreviewBridge />
    </>
  )
}

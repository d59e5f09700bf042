import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isContentEditor } from '@/cms/access/is-content-editor'
import { adminTemplate } from '@/cms/admin/admin-template'

import { NewPageForm } from './NewPageForm'
import { NEW_PAGE_VIEW_PATH } from './path'

/**
 * Where "Create new" on pages leads (src/app/(payload)/admin/…/page.tsx): the title and address
 * first, and the page is stored only when the editor creates it. Payload's own create screen
 * stores an empty draft the moment it opens, because pages autosave for the live preview.
 */
export async function NewPageView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  if (!req.user) {
    const admin = req.payload.config.routes.admin
    redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${NEW_PAGE_VIEW_PATH}`)}`)
  }
  if ((await isContentEditor({ req })) !== true) {
    return adminTemplate(
      props,
      <>
        <h1>New page</h1>
        <p>Only admins and marketers can create pages.</p>
      </>,
    )
  }
  return adminTemplate(props, <NewPageForm />)
}

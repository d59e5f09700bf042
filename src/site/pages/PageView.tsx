import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Page } from '@/payload-types'
import { RichText } from '@/site/components/RichText'

type Props = { page: Page }

/** A CMS page: its title and summary as the hero, then the editor's body text. */
export function PageView({ page }: Props) {
  return (
    <article className="page">
      <header className="page__hero">
        <h1>{page.title}</h1>
        {page.summary ? <p className="page__summary">{page.summary}</p> : null}
      </header>
      <RichText className="page__body" data={page.body as SerializedEditorState | null} />
    </article>
  )
}

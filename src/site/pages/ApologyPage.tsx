import type { ReactNode } from 'react'

/** A page that only says what went wrong, with the way home (and whatever else the caller offers). */
export function ApologyPage({ title, body, home, children }: { title: string; body: string; home: { href: string; text: string }; children?: ReactNode }) {
  return (
    <main id="main" className="page">
      <header className="page__hero">
        <h1>{title}</h1>
        <p className="page__summary">
          {body} <a href={home.href}>{home.text}</a>.
        </p>
        {children}
      </header>
    </main>
  )
}

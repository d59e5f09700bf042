'use client'

/**
 * Shown when rendering a page fails: a plain apology and a way forward, never the error's
 * details (the server logs those).
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="page">
      <header className="page__hero">
        <h1>Something went wrong on our side</h1>
        <p className="page__summary">
          The page could not be shown just now. Please try again in a moment, or go to the <a href="/">home page</a>.
        </p>
        <p>
          <button type="button" className="block-link block-link--primary" onClick={reset}>
            Try again
          </button>
        </p>
      </header>
    </main>
  )
}

export default function NotFound() {
  return (
    <main id="main" className="page">
      <header className="page__hero">
        <h1>We couldn’t find that page</h1>
        <p className="page__summary">
          The address may be mistyped, or the page has moved. <a href="/">Go to the home page</a>.
        </p>
      </header>
    </main>
  )
}

type Props = { brandName: string }

export function SiteHeader({ brandName }: Props) {
  return (
    <header className="site-header">
      <a className="site-header__brand" href="/">
        <span className="site-header__logo" aria-hidden="true" />
        {brandName}
      </a>
    </header>
  )
}

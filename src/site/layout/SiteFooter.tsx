type Props = { brandName: string }

export function SiteFooter({ brandName }: Props) {
  return (
    <footer className="site-footer">
      <p>
        © {new Date().getFullYear()} {brandName}
      </p>
    </footer>
  )
}

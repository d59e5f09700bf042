import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { env } from '@/server/env'
import '@/site/styles/global.css'

const { brand, serverUrl } = env()

export const metadata: Metadata = {
  metadataBase: new URL(serverUrl),
  title: { default: brand.name, template: `%s · ${brand.name}` },
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
      </body>
    </html>
  )
}

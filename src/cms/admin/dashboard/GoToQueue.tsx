'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Sends a moderator to their queue from the browser: a server redirect from the dashboard breaks the admin's navigation after login. */
export function GoToQueue({ href }: { href: string }) {
  const router = useRouter()
  useEffect(() => router.replace(href), [router, href])
  return (
    <p>
      <a href={href}>Open the templates awaiting approval</a>
    </p>
  )
}

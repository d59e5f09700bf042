'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Takes a moderator from the admin's start page to their queue as soon as it shows. A server
 * redirect from the dashboard breaks the admin's own navigation after logging in, so the
 * browser's router goes there instead; the link is there for the moment before.
 */
export function GoToQueue({ href }: { href: string }) {
  const router = useRouter()
  useEffect(() => router.replace(href), [router, href])
  return (
    <p>
      <a href={href}>Open the templates awaiting approval</a>
    </p>
  )
}

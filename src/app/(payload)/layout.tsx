import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import type { ServerFunctionClient } from 'payload'
import type { ReactNode } from 'react'

import { lockOnlyWhatCallerMayChange } from '@/cms/admin/form-state-locks'
import { payloadClient } from '@/server/payload'

import { importMap } from './admin/importMap.js'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  const call = await lockOnlyWhatCallerMayChange(args, await payloadClient(), await headers())
  return handleServerFunctions({ ...call, config, importMap })
}

export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}

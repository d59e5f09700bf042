/** `npm run stage`: the cluster behind nginx with TLS under real-looking names (docs/operations.md#staging). */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import path from 'node:path'

import nextEnv from '@next/env'

import { EnvError, parseEnv, type Env } from '../../infrastructure/env'
import { readOrCreateSecret } from '../../infrastructure/secrets'
import type { StageNginxSettings } from '../stage/nginx'
import { stagePorts, STAGE_MAX_INSTANCES } from '../stage/ports'
import { productStandIn } from '../stage/product-stand-in'
import { stageCertificates, STAGE_DOMAIN } from '../stage/tls'
import { exited, LAUNCHER, stopChild } from './processes'

const root = process.cwd()

let cluster: ChildProcess | undefined
let stopping = false

function loadEnv(): Env {
  nextEnv.loadEnvConfig(root, false)
  try {
    return parseEnv(process.env, root)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

function answers(port: number, ca: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const request = https.get(
      { host: '127.0.0.1', port, path: '/healthz', servername: `www.${STAGE_DOMAIN}`, headers: { host: `www.${STAGE_DOMAIN}:${port}` }, ca, timeout: 5_000 },
      (response) => {
        response.resume()
        resolve(response.statusCode === 200)
      },
    )
    request.on('error', () => resolve(false))
    request.on('timeout', () => request.destroy())
  })
}

async function main() {
  const env = loadEnv()
  const ports = stagePorts(env.stage.port)
  const instances = Math.min(env.cluster.instances, STAGE_MAX_INSTANCES)
  const folder = path.join(env.dataDir, 'stage')
  const siteUrl = `https://www.${STAGE_DOMAIN}:${ports.tls}`
  const productUrl = `https://auth.${STAGE_DOMAIN}:${ports.tls}`

  console.log('→ Certificates')
  const tls = stageCertificates(path.join(folder, 'tls'))

  console.log(`→ The product's stand-in on 127.0.0.1:${ports.product}`)
  const product = productStandIn({ siteUrl })
  await new Promise<void>((resolve, reject) => {
    product.once('error', reject)
    product.listen(ports.product, '127.0.0.1', resolve)
  })

  const settings: StageNginxSettings = { tlsPort: ports.tls, certificate: tls.certificate, key: tls.key, productPort: ports.product }
  const settingsFile = path.join(folder, 'nginx-stage.json')
  fs.writeFileSync(settingsFile, JSON.stringify(settings))

  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    await stopChild(cluster, 60_000)
    product.close()
    process.exit(code)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0))

  cluster = spawn(process.execPath, [LAUNCHER, 'src/server/cli/cluster.ts', '--stage', settingsFile], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(ports.nginx),
      SERVER_URL: siteUrl,
      DATA_DIR: folder,
      PAYLOAD_SECRET: readOrCreateSecret(path.join(folder, 'payload-secret')),
      PRODUCT_AUTH_URL: productUrl,
      CLUSTER_INSTANCES: String(instances),
      CLUSTER_REDIS_PORT: String(ports.redis),
      EMBEDDED_POSTGRES_PORT: String(ports.postgres),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  })
  void exited(cluster).then((code) => {
    if (stopping) return
    console.error(`✗ The cluster stopped (exit code ${code}); stopping the stage.`)
    void stop(code === 0 ? 1 : code)
  })

  const ca = fs.readFileSync(tls.ca)
  while (!stopping && !(await answers(ports.tls, ca))) await new Promise((resolve) => setTimeout(resolve, 500))
  if (stopping) return
  console.log(
    [
      '',
      `  The stage is running: production behind nginx with TLS, ${instances} instance${instances > 1 ? 's' : ''}, Redis and PostgreSQL`,
      `  Site:     ${siteUrl}/`,
      `  Product:  ${productUrl}/ (a stand-in; ${productUrl}/received lists what it was sent, /login signs in as a customer)`,
      `  curl:     curl --resolve www.${STAGE_DOMAIN}:${ports.tls}:127.0.0.1 --cacert ${path.relative(root, tls.ca)} ${siteUrl}/`,
      `  Chromium: --host-resolver-rules="MAP *.${STAGE_DOMAIN} 127.0.0.1" (and trust ${path.relative(root, tls.ca)}, or --ignore-certificate-errors)`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  void stopChild(cluster).finally(() => process.exit(1))
})

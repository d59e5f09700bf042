import fs from 'node:fs'

import { STAGE_DOMAIN } from './tls'

export type StageNginxSettings = {
  tlsPort: number
  certificate: string
  key: string
  productPort: number
}

/** The plain port stays for the cluster's own health checks. */
export function stageNginxConf(clusterConf: string, { tlsPort, certificate, key, productPort }: StageNginxSettings): string {
  const lines = clusterConf.split('\n')
  const listen = lines.findIndex((line) => /^\s*listen 127\.0\.0\.1:\d+;\s*$/.test(line))
  const close = lines.findLastIndex((line) => line.trim() === '}')
  if (listen < 0 || close < listen) throw new Error('the cluster nginx configuration has no "listen 127.0.0.1:<port>;" line to add TLS to')
  const indent = lines[listen]!.match(/^\s*/)![0]
  const tls = [`listen 127.0.0.1:${tlsPort} ssl http2;`, `ssl_certificate ${certificate};`, `ssl_certificate_key ${key};`]
  const product = [
    '',
    '  # The stage: the product stand-in that shows what a sign-up brings (src/server/stage/product-stand-in.ts).',
    '  server {',
    ...[`server_name auth.${STAGE_DOMAIN};`, ...tls].map((line) => `    ${line}`),
    '    location / {',
    `      proxy_pass http://127.0.0.1:${productPort};`,
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '    }',
    '  }',
  ]
  return [...lines.slice(0, listen + 1), ...tls.map((line) => `${indent}${line}`), ...lines.slice(listen + 1, close), ...product, ...lines.slice(close)].join(
    '\n',
  )
}

export function stageOption(argv: readonly string[]): StageNginxSettings | undefined {
  const at = argv.indexOf('--stage')
  if (at < 0) return undefined
  const file = argv[at + 1]
  if (!file) throw new Error('--stage needs the file npm run stage wrote')
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StageNginxSettings
}

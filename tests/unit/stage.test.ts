import { X509Certificate } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { clusterNginxConf } from '@/server/cli/cluster-nginx'
import { stageNginxConf } from '@/server/stage/nginx'
import { stageCertificates } from '@/server/stage/tls'

import { makeTempDir } from '../helpers/temp-dir'

describe('the stage’s certificates', () => {
  it('are made once, by its own authority, for orbit.test and every host under it', () => {
    const folder = makeTempDir('orbit-stage-tls-')
    try {
      const files = stageCertificates(path.join(folder.path, 'tls'))
      const ca = new X509Certificate(fs.readFileSync(files.ca))
      const site = new X509Certificate(fs.readFileSync(files.certificate))
      expect(site.verify(ca.publicKey)).toBe(true)
      expect(site.checkIssued(ca)).toBe(true)
      for (const host of ['www.orbit.test', 'auth.orbit.test', 'orbit.test']) expect(site.checkHost(host), host).toBeDefined()
      expect(site.checkHost('www.orbit.example')).toBeUndefined()
      const made = fs.statSync(files.certificate).mtimeMs
      stageCertificates(path.join(folder.path, 'tls'))
      expect(fs.statSync(files.certificate).mtimeMs).toBe(made)
    } finally {
      folder.remove()
    }
  })
})

describe('the stage’s nginx configuration', () => {
  const template = fs.readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8')
  const cluster = clusterNginxConf(template, { listenPort: 8444, instancePorts: [8445, 8446], workDir: '/tmp/stage' })
  const stage = stageNginxConf(cluster, { tlsPort: 8443, certificate: '/tls/site.pem', key: '/tls/site.key', productPort: 8451 })

  it('is the cluster’s, with the site’s server also answering on the TLS port', () => {
    expect(stage).toMatch(/listen 127\.0\.0\.1:8444;\n\s+listen 127\.0\.0\.1:8443 ssl http2;/)
    expect(stage).toContain('ssl_certificate /tls/site.pem;')
    // Every rule of deploy/nginx.conf is kept.
    for (const line of cluster.split('\n').filter((line) => line.trim() !== '')) expect(stage).toContain(line)
  })

  it('serves the product’s stand-in as auth.orbit.test on the same port', () => {
    expect(stage).toMatch(/server \{\n\s+server_name auth\.orbit\.test;\n\s+listen 127\.0\.0\.1:8443 ssl http2;[\s\S]+proxy_pass http:\/\/127\.0\.0\.1:8451;/)
    expect(stage.trimEnd().endsWith('}')).toBe(true)
  })
})

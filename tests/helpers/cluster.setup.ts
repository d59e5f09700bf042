import fs from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { type ClusterInfo, EXTRA_BUILD_MARK, startCluster } from './cluster'

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo
  }
}

/**
 * One cluster (`npm run cluster`: two instances, Redis, nginx, an embedded PostgreSQL) for every
 * file of tests/cluster/: starting one migrates and seeds a fresh database, minutes that each file
 * would otherwise spend again. The files run one after another; each leaves the cluster serving.
 */
export default async function setup(project: TestProject) {
  // A form limit of 3 (cluster.test.ts counts it); the fault suite posts from addresses of its own.
  const cluster = await startCluster({ FORM_RATE_LIMIT: '3', TEMPLATE_LIKE_DAILY_LIMIT: '2' })
  const { output: _output, stop, ...info } = cluster
  project.provide('cluster', info)
  return async () => {
    const root = process.cwd()
    // What the cluster printed, for a failure's story (CI keeps test-results/).
    fs.mkdirSync(path.join(root, 'test-results'), { recursive: true })
    fs.copyFileSync(info.outputFile, path.join(root, 'test-results', 'cluster-output.log'))
    const nginxLog = path.join(info.dataDir, 'cluster', 'error.log')
    if (fs.existsSync(nginxLog)) fs.copyFileSync(nginxLog, path.join(root, 'test-results', 'cluster-nginx-error.log'))
    await stop()
    for (const entry of fs.readdirSync(root)) {
      if (entry.includes(EXTRA_BUILD_MARK)) fs.rmSync(path.join(root, entry), { recursive: true, force: true })
    }
  }
}

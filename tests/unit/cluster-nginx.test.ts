import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { clusterNginxConf } from '@/server/cli/cluster-nginx'

const template = fs.readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')

describe('deploy/nginx.conf as npm run cluster runs it', () => {
  const conf = clusterNginxConf(template, { listenPort: 3060, instancePorts: [3061, 3062, 3063], workDir: '/tmp/orbit-cluster' })

  it('balances over the instances on this machine, and listens on loopback', () => {
    expect(conf).toContain('server 127.0.0.1:3061 max_fails=1 fail_timeout=5s;')
    expect(conf).toContain('server 127.0.0.1:3063 max_fails=1 fail_timeout=5s;')
    expect(conf).not.toContain('app1:3000')
    expect(conf).toContain('listen 127.0.0.1:3060;')
    expect(conf).toContain('proxy_cache_path /tmp/orbit-cluster/cache ')
    expect(conf).toContain('pid /tmp/orbit-cluster/nginx.pid;')
  })

  it('keeps the caching rules of the file', () => {
    for (const rule of [
      'proxy_cache_key "$scheme|$host|$request_uri|$http_x_visitor_country|$cookie_user_locale";',
      'proxy_no_cache $not_shareable $upstream_http_set_cookie $draft_mode $http_authorization $visitor_specific;',
      'proxy_cache_bypass $draft_mode $http_authorization $visitor_specific;',
      'proxy_cache_use_stale updating',
      'proxy_next_upstream error timeout http_502 http_504;',
    ]) {
      expect(conf).toContain(rule)
    }
  })

  it('refuses a template that lost its markers', () => {
    expect(() => clusterNginxConf(template.replace('# cluster: instances begin', ''), { listenPort: 1, instancePorts: [2], workDir: '/x' })).toThrow(
      /instances begin/,
    )
  })
})

import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { MOBILE_USER_AGENT } from '@/domain/personalisation/audience'
import { DRAFT_MODE_COOKIE } from '@/domain/preview/draft-mode'
import { routingTable } from '@/domain/routing/site-routing'
import { decideVisit } from '@/domain/routing/visit-decision'
import { clusterNginxConf } from '@/server/cli/cluster-nginx'

const template = fs.readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')

describe('deploy/nginx.conf as npm run cluster runs it', () => {
  const conf = clusterNginxConf(template, { listenPort: 3060, instancePorts: [3061, 3062, 3063], workDir: '/tmp/orbit-cluster' })

  it('balances over the instances on this machine, and listens on loopback', () => {
    expect(conf).toContain('server 127.0.0.1:3061 max_fails=3 fail_timeout=2s;')
    expect(conf).toContain('server 127.0.0.1:3063 max_fails=3 fail_timeout=2s;')
    // Each again as a backup: a moment in which all looked failed ends in one more try of each.
    expect(conf).toContain('server 127.0.0.1:3061 max_fails=3 fail_timeout=2s backup;')
    expect(conf).toContain('server 127.0.0.1:3063 max_fails=3 fail_timeout=2s backup;')
    expect(conf.match(/^\s*server 127\.0\.0\.1:/gm)).toHaveLength(6)
    expect(conf).not.toContain('app1:3000')
    expect(conf).toContain('listen 127.0.0.1:3060;')
    expect(conf).toContain('proxy_cache_path /tmp/orbit-cluster/cache ')
    expect(conf).toContain('pid /tmp/orbit-cluster/nginx.pid;')
  })

  it('keeps the caching rules of the file', () => {
    for (const rule of [
      'proxy_cache_key "$scheme|$host|$request_uri|$http_x_visitor_country|$cookie_user_locale|$device_class";',
      'proxy_no_cache $not_shareable $upstream_http_set_cookie $draft_mode $http_authorization $visitor_specific $has_query $external_referer $privacy_signal;',
      'proxy_cache_bypass $draft_mode $http_authorization $visitor_specific $has_query $external_referer $privacy_signal;',
      'proxy_cache_use_stale updating',
      // An instance still starting has not opened its port yet, and nginx asks another one.
      'proxy_next_upstream error timeout http_502 http_503 http_504;',
      'error_page 502 504 =503 @unavailable;',
      'keepalive_timeout 4s;',
      // Only posts that store one record however often they come are sent again.
      'location ~ ^/api/(forms/[a-z-]+|consent)$ {',
      'proxy_next_upstream error timeout non_idempotent;',
    ]) {
      expect(conf).toContain(rule)
    }
  })

  it('keys on, or passes on, every cookie the proxy reads for a request without a query or a Referer', () => {
    // A running test makes the proxy read everything it may; a query and a Referer from elsewhere pass on as a whole.
    const table = routingTable({
      redirects: [],
      pages: [{ path: '/' }],
      pricedPaths: [],
      abTests: [
        {
          testName: 'homepage_price_per_seat',
          status: 'running',
          variants: [
            { name: 'control', traffic: 50 },
            { name: 'per_seat', traffic: 50 },
          ],
        },
      ],
    })
    const read = new Set<string>()
    for (const cookies of [{}, { visitor_id: 'visitor-12345678', cookie_consent: 'v1.1.111' }, { user_locale: 'de' }] as Record<string, string>[]) {
      decideVisit(
        {
          method: 'GET',
          pathname: '/',
          search: '',
          host: 'www.orbit.test',
          preview: false,
          cookie: (name) => (read.add(name), cookies[name]),
          header: () => null,
        },
        { table, countryHeader: 'x-visitor-country', publicHostname: 'www.orbit.test', now: new Date(), newVisitorId: () => 'visitor-new-0001' },
      )
    }
    const visitorSpecific = template.match(/map "([^"]+)" \$visitor_specific/)![1]!
    const keyed = template.match(/proxy_cache_key "([^"]+)"/)![1]!
    expect(read.size).toBeGreaterThan(5)
    for (const name of read) {
      const variable = `$cookie_${name}`
      expect(visitorSpecific.includes(variable) || keyed.includes(variable) || template.includes(`map ${variable} `), name).toBe(true)
    }
    // And the staff preview's cookie, by which the proxy knows a preview before it decides.
    expect(template).toMatch(new RegExp(`map \\$http_cookie \\$draft_mode \\{\\s+"~\\(\\^\\|;\\)\\\\s\\*${DRAFT_MODE_COOKIE}="`))
  })

  it('tells phones from desktops as personalisation rules do', () => {
    const pattern = template.match(/map \$http_user_agent \$device_class \{\s+"~\*([^"]+)" mobile;/)?.[1]
    expect(pattern).toBe(MOBILE_USER_AGENT.source)
  })

  it('refuses a template that lost its markers', () => {
    expect(() => clusterNginxConf(template.replace('# cluster: instances begin', ''), { listenPort: 1, instancePorts: [2], workDir: '/x' })).toThrow(
      /instances begin/,
    )
  })
})

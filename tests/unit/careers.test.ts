import { describe, expect, it } from 'vitest'

import { groupPositionsByTeam, isApplyUrl, type OpenPosition, parseCareersFeed } from '@/domain/pages/careers'

describe('parseCareersFeed', () => {
  it('reads title, team, location and url of every valid entry', () => {
    const feed = [
      { title: 'Backend Engineer', team: 'Engineering', location: 'Berlin', url: 'https://jobs.example.com/1' },
      { title: '  Designer ', team: ' Design ', location: 'Remote', url: '/careers/apply' },
    ]
    expect(parseCareersFeed(feed)).toEqual([
      { id: 'feed-0', title: 'Backend Engineer', team: 'Engineering', location: 'Berlin', applyUrl: 'https://jobs.example.com/1' },
      { id: 'feed-1', title: 'Designer', team: 'Design', location: 'Remote', applyUrl: '/careers/apply' },
    ])
  })

  it('drops entries without a title or a safe apply link, and anything that is not an object', () => {
    const feed = [
      { team: 'Engineering', url: 'https://jobs.example.com/1' },
      { title: '   ', url: 'https://jobs.example.com/2' },
      { title: 'Plain http', url: 'http://jobs.example.com/3' },
      { title: 'Script', url: 'javascript:alert(1)' },
      { title: 'Other host', url: '//evil.example/apply' },
      { title: 'No url' },
      { title: 42, url: 'https://jobs.example.com/4' },
      null,
      'Engineer',
      ['Engineer'],
      { title: 'Kept', url: 'https://jobs.example.com/5' },
    ]
    expect(parseCareersFeed(feed)).toEqual([{ id: 'feed-10', title: 'Kept', team: '', location: '', applyUrl: 'https://jobs.example.com/5' }])
  })

  it('leaves a team or location that is not text empty', () => {
    expect(parseCareersFeed([{ title: 'Engineer', team: 7, location: null, url: 'https://jobs.example.com/1' }])).toEqual([
      { id: 'feed-0', title: 'Engineer', team: '', location: '', applyUrl: 'https://jobs.example.com/1' },
    ])
  })

  it('is undefined for anything that is not an array, and empty for an empty feed', () => {
    for (const input of [null, undefined, {}, { positions: [] }, 'text', 3]) expect(parseCareersFeed(input)).toBeUndefined()
    expect(parseCareersFeed([])).toEqual([])
  })
})

describe('isApplyUrl', () => {
  it('accepts https addresses and site paths', () => {
    expect(isApplyUrl('https://jobs.example.com/apply?id=1')).toBe(true)
    expect(isApplyUrl('/careers/apply')).toBe(true)
  })

  it('refuses other schemes, protocol-relative and credentialed addresses, blanks and spaces', () => {
    for (const value of [
      'http://jobs.example.com',
      'ftp://x.example',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'https://user:pw@jobs.example.com',
      '',
      ' /careers',
      'careers',
      undefined,
      5,
    ]) {
      expect(isApplyUrl(value), String(value)).toBe(false)
    }
  })
})

describe('groupPositionsByTeam', () => {
  const position = (id: string, title: string, team: string): OpenPosition => ({ id, title, team, location: 'Remote', applyUrl: '/careers' })

  it('groups by team, teams alphabetically with the unnamed team last, titles sorted within a team', () => {
    const groups = groupPositionsByTeam([
      position('1', 'SRE', 'Engineering'),
      position('2', 'Writer', ''),
      position('3', 'Account Executive', 'Sales'),
      position('4', 'Backend Engineer', 'Engineering'),
      position('5', 'Designer', 'Design'),
    ])
    expect(groups.map((group) => [group.team, group.positions.map((p) => p.id)])).toEqual([
      ['Design', ['5']],
      ['Engineering', ['4', '1']],
      ['Sales', ['3']],
      ['', ['2']],
    ])
  })

  it('treats teams differing only in case or spacing as one, named as first seen', () => {
    const groups = groupPositionsByTeam([position('1', 'A', 'Customer  Success'), position('2', 'B', 'customer success')])
    expect(groups).toHaveLength(1)
    expect(groups[0]!.team).toBe('Customer Success')
    expect(groups[0]!.positions.map((p) => p.id)).toEqual(['1', '2'])
  })

  it('is empty for no positions', () => {
    expect(groupPositionsByTeam([])).toEqual([])
  })
})

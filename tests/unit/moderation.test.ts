/**
 * The moderation panel's pure parts: which buttons a moderator or an admin gets from each
 * status (exactly the staff moves of the workflow table), the queue's tabs and their
 * addresses, the moderators' scores, and the sentences shown for a refused save.
 */
import { describe, expect, it } from 'vitest'

import { moderationActions, staffActor, statusLabel } from '@/cms/admin/moderation/actions'
import { errorMessageOf } from '@/cms/admin/moderation/api'
import { activeQueueTab, landingHref, landsOnQueue, QUEUE_TABS, queueHref } from '@/cms/admin/moderation/queue'
import { ADMIN_SCORE_ERROR, moderatorScoresOf, parseAdminScore, type ScoreRow, withModeratorScores } from '@/cms/admin/moderation/scores'
import { statusCodeOf } from '@/cms/collections/CommunityTemplates/statuses'
import { canTransition, TEMPLATE_STATUS, TEMPLATE_TRANSITIONS, type TemplateStatus, templateStatusText } from '@/domain/templates/templates'

const STATUSES = Object.values(TEMPLATE_STATUS) as TemplateStatus[]
const { PENDING, APPROVED, REJECTED, APPROVED_PAID, PENDING_USER_TO_APPROVE, APPROVED_BY_USER, REJECTED_BY_USER, DUPLICATED, DELETED } = TEMPLATE_STATUS

describe('moderation actions', () => {
  it.each(['moderator', 'admin'] as const)('offer a %s exactly the moves the workflow table allows them, from every status', (actor) => {
    for (const from of STATUSES) {
      const offered = moderationActions(from, actor).map((action) => action.to)
      const allowed = STATUSES.filter((to) => to !== from && canTransition(from, to, actor))
      expect(offered.sort(), `from ${from}`).toEqual(allowed.sort())
    }
  })

  it('never offer staff a move that only the author makes', () => {
    const authorOnly = TEMPLATE_TRANSITIONS.filter((row) => !row.by.includes('moderator') && !row.by.includes('admin'))
    expect(authorOnly.length).toBeGreaterThan(0)
    for (const row of authorOnly) {
      expect(moderationActions(row.from, 'admin').map((action) => action.to)).not.toContain(row.to)
    }
  })

  it('send the status by the name the status select stores', () => {
    for (const from of STATUSES) {
      for (const action of moderationActions(from, 'admin')) expect(statusCodeOf(action.status)).toBe(action.to)
    }
  })

  it('from Awaiting approval: approve, approve as paid, reject with a reason, send edits back, mark as duplicate, delete', () => {
    const actions = moderationActions(PENDING, 'moderator')
    expect(actions.map((action) => action.label)).toEqual([
      'Approve',
      'Approve as paid',
      'Reject: changes required',
      'Send my edits to the author for approval',
      'Mark as duplicate',
      'Delete',
    ])
    expect(actions.filter((action) => action.needsReason).map((action) => action.to)).toEqual([REJECTED])
    expect(actions.find((action) => action.to === DELETED)?.confirm).toMatch(/only an admin can restore it/)
  })

  it('a deleted template: nothing for a moderator, restore for an admin', () => {
    expect(moderationActions(DELETED, 'moderator')).toEqual([])
    expect(moderationActions(DELETED, 'admin').map((action) => [action.to, action.label])).toEqual([[PENDING, 'Restore']])
  })

  it('awaiting the author: staff can only withdraw their edits or delete, not answer for the author', () => {
    expect(moderationActions(PENDING_USER_TO_APPROVE, 'moderator').map((action) => action.to)).toEqual([PENDING, DELETED])
  })

  it('every action has a label and a hint, and no two actions from one status share a label', () => {
    for (const from of STATUSES) {
      const actions = moderationActions(from, 'admin')
      for (const action of actions) {
        expect(action.label).not.toMatch(/^Move to/)
        expect(action.hint).not.toBe('')
      }
      expect(new Set(actions.map((action) => action.label)).size).toBe(actions.length)
    }
  })

  it('staff act as admins or moderators; other roles are no moderators', () => {
    expect(staffActor(['admin'])).toBe('admin')
    expect(staffActor(['moderator', 'marketer'])).toBe('moderator')
    expect(staffActor(['admin', 'moderator'])).toBe('admin')
    expect(staffActor(['marketer'])).toBeUndefined()
    expect(staffActor([])).toBeUndefined()
    expect(staffActor(undefined)).toBeUndefined()
  })
})

describe('status labels', () => {
  it('are the spec’s texts, naming which online status is meant', () => {
    expect(statusLabel(PENDING)).toBe('Awaiting approval')
    expect(statusLabel(PENDING_USER_TO_APPROVE)).toBe('Awaiting user approval')
    expect(statusLabel(APPROVED)).toBe('Approved (online)')
    expect(statusLabel(APPROVED_PAID)).toBe('Approved (online), paid')
    expect(statusLabel(APPROVED_BY_USER)).toBe('Approved (online), by the author')
    expect(statusLabel(REJECTED)).toBe('Changes required')
    expect(statusLabel(REJECTED_BY_USER)).toBe('Rejected by User')
    expect(statusLabel(DELETED)).toBe('Deleted')
    expect(statusLabel(DUPLICATED)).toBe(templateStatusText(DUPLICATED))
    expect(statusLabel(null)).toBe('Submitted')
  })
})

describe('the queue', () => {
  it('has one tab per status text, pending first, and every status in exactly one tab', () => {
    expect(QUEUE_TABS[0]).toMatchObject({ label: 'Awaiting approval', statuses: [PENDING], waitsForModerator: true })
    const listed = QUEUE_TABS.flatMap((tab) => tab.statuses)
    expect([...listed].sort()).toEqual([...STATUSES].sort())
    expect(QUEUE_TABS.find((tab) => tab.key === 'online')?.statuses).toEqual([APPROVED, APPROVED_PAID, APPROVED_BY_USER])
    expect(QUEUE_TABS.at(-1)).toMatchObject({ key: 'all', statuses: [] })
  })

  it('links each tab to the list filtered on the status code, and knows which one is open', () => {
    const list = '/admin/collections/community-templates'
    const online = QUEUE_TABS.find((tab) => tab.key === 'online')!
    expect(queueHref(list, QUEUE_TABS[0]!)).toBe(`${list}?where[statusCode][in][0]=0`)
    expect(queueHref(list, online)).toBe(`${list}?where[statusCode][in][0]=1&where[statusCode][in][1]=3&where[statusCode][in][2]=5`)
    expect(queueHref(list, QUEUE_TABS.at(-1)!)).toBe(`${list}?queue=all`)
    expect(activeQueueTab({ queue: 'all' })?.key).toBe('all')

    // The address as Next.js and qs hand it to the list's components.
    expect(activeQueueTab({ where: { statusCode: { in: ['0'] } } })?.key).toBe('pending')
    expect(activeQueueTab({ where: { statusCode: { in: ['5', '1', '3'] } } })?.key).toBe('online')
    expect(activeQueueTab({ where: { statusCode: { equals: '9' } } })?.key).toBe('deleted')
    expect(activeQueueTab({ where: { statusCode: { in: '1,3,5' } } })?.key).toBe('online')
    expect(activeQueueTab({})?.key).toBe('all')
    expect(activeQueueTab(undefined)?.key).toBe('all')
    expect(activeQueueTab({ where: { title: { like: 'x' } } })).toBeUndefined()
    expect(activeQueueTab({ where: { statusCode: { in: ['0', '4'] } } })).toBeUndefined()
    expect(activeQueueTab({ where: { statusCode: { equals: 'abc' } } })).toBeUndefined()

    // As Next.js hands the search parameters to the list's components: not parsed.
    expect(activeQueueTab({ 'where[statusCode][in][0]': '0' })?.key).toBe('pending')
    expect(activeQueueTab({ 'where[statusCode][in][0]': '1', 'where[statusCode][in][1]': '3', 'where[statusCode][in][2]': '5' })?.key).toBe('online')
    expect(activeQueueTab({ 'where[statusCode][equals]': '7', page: '2' })?.key).toBe('duplicated')
    expect(activeQueueTab({ limit: '10' })?.key).toBe('all')
    expect(activeQueueTab({ 'where[statusCode][in][0]': '0', 'where[title][like]': 'x' })).toBeUndefined()
    expect(activeQueueTab({ 'where[or][0][and][0][statusCode][equals]': '0' })).toBeUndefined()
  })
})

describe('landing on the queue', () => {
  it('sends the plain list address to Awaiting approval, and leaves any chosen view alone', () => {
    const list = '/admin/collections/community-templates'
    expect(landsOnQueue({})).toBe(true)
    expect(landsOnQueue(undefined)).toBe(true)
    expect(landingHref(list)).toBe(`${list}?where[statusCode][in][0]=0`)
    for (const chosen of [{ queue: 'all' }, { 'where[statusCode][in][0]': '2' }, { search: 'board' }, { page: '2' }, { sort: 'title' }]) {
      expect(landsOnQueue(chosen), JSON.stringify(chosen)).toBe(false)
    }
  })
})

describe('the moderators’ scores', () => {
  const counted: ScoreRow[] = [
    { type: 'likes', value: 12, id: 'a' },
    { type: 'views', value: 340, id: 'b' },
  ]

  it('read the admin score, featured and editor’s choice from the scores array', () => {
    expect(moderatorScoresOf(undefined)).toEqual({ admin: null, featured: false, editorsChoice: false })
    expect(moderatorScoresOf([...counted, { type: 'admin', value: 4 }, { type: 'featured', value: 1 }, { type: 'editor_choice', value: 0 }])).toEqual({
      admin: 4,
      featured: true,
      editorsChoice: false,
    })
  })

  it('set the three and keep the counted ones as they are', () => {
    const rows = withModeratorScores([...counted, { type: 'admin', value: 2, id: 'c' }, { type: 'featured', value: 1, id: 'd' }], {
      admin: 5,
      featured: false,
      editorsChoice: true,
    })
    expect(rows).toEqual([...counted, { type: 'admin', value: 5 }, { type: 'editor_choice', value: 1 }])
    expect(withModeratorScores(counted, { admin: null, featured: false, editorsChoice: false })).toEqual(counted)
  })

  it('accept an admin score of a whole number from 0 to 5, or none, with the server’s sentence otherwise', () => {
    expect(parseAdminScore('')).toEqual({ score: null })
    expect(parseAdminScore(' 0 ')).toEqual({ score: 0 })
    expect(parseAdminScore('5')).toEqual({ score: 5 })
    for (const bad of ['6', '-1', '2.5', 'five', '1e3']) expect(parseAdminScore(bad)).toEqual({ error: ADMIN_SCORE_ERROR })
    expect(ADMIN_SCORE_ERROR).toBe('The admin score is a whole number from 0 to 5.')
  })
})

describe('the message for a refused save', () => {
  it('is what the workflow said about the field', () => {
    const body = {
      errors: [
        {
          name: 'ValidationError',
          message: 'The following field is invalid: status',
          data: {
            collection: 'community-templates',
            errors: [{ path: 'status', message: 'Only an admin can move a template that is Deleted to Awaiting approval.' }],
          },
        },
      ],
    }
    expect(errorMessageOf(body, 400)).toBe('Only an admin can move a template that is Deleted to Awaiting approval.')
  })

  it('else the general message, else the status code', () => {
    expect(errorMessageOf({ errors: [{ message: 'You are not allowed to perform this action.' }] }, 403)).toBe('You are not allowed to perform this action.')
    expect(errorMessageOf(null, 502)).toMatch(/\(502\)/)
    expect(errorMessageOf('<html>', 500)).toMatch(/\(500\)/)
  })
})

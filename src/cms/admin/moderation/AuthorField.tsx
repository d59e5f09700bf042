import type { RelationshipFieldServerProps } from 'payload'

import { relationId } from '@/domain/templates/authoring'
import type { CommunityTemplate } from '@/payload-types'

import { moderatorOf } from './access'

const muted = { color: 'var(--theme-elevation-600)' } as const

/** Read-only: the relationship picker would query members, which only admins may read, so it would fail for moderators. */
export function AuthorField({ data, req }: RelationshipFieldServerProps) {
  const actor = moderatorOf(req.user)
  if (!actor) return null
  const template = (data ?? {}) as Pick<CommunityTemplate, 'author' | 'creator'>
  const id = relationId(template.author)
  const name = template.creator?.name || (id === undefined ? null : `Member ${id}`)
  const memberLink = actor === 'admin' && id !== undefined ? `${req.payload.config.routes.admin}/collections/members/${id}` : null

  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <div className="field-label" style={{ marginBottom: '0.25rem' }}>
        Author
      </div>
      {id === undefined ? (
        <p style={{ ...muted, margin: 0 }}>No community member (added by staff or a seed).</p>
      ) : (
        <p style={{ margin: 0 }}>
          {memberLink ? <a href={memberLink}>{name}</a> : name}
          {template.creator?.email ? (
            <>
              <br />
              <small style={muted}>{template.creator.email}</small>
            </>
          ) : null}
        </p>
      )}
      <p style={{ ...muted, margin: '0.25rem 0 0', fontSize: '0.85em' }}>The community member who shared it.</p>
    </div>
  )
}

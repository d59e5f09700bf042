import type { MyTemplate } from '@/domain/community/my-templates'
import type { CommunityStringKey, CommunityText } from '@/i18n/community-text'
import { TAG_CATEGORIES } from '@/domain/templates/templates'

type Props = { template: MyTemplate; text: CommunityText; /** The heading level of the template's title. */ headingLevel?: 2 | 3 }

const TAG_LABELS: Record<string, CommunityStringKey> = {
  [TAG_CATEGORIES.tools]: 'communityTagTools',
  [TAG_CATEGORIES.industry]: 'communityTagIndustry',
  [TAG_CATEGORIES.teamSize]: 'communityTeamSize',
  [TAG_CATEGORIES.boardUsage]: 'communityTagBoardUsage',
  [TAG_CATEGORIES.categories]: 'communityTagCategories',
}

/** A template's content as it is stored now: title, story, images, tags and board. */
export function TemplateContent({ template, text, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const tagGroups = Object.entries(TAG_LABELS)
    .map(([category, label]) => ({ label: text[label], values: template.tags.filter((tag) => tag.category === category).map((tag) => tag.value) }))
    .filter((group) => group.values.length > 0)
  return (
    <div className="community-template__content">
      <Heading>{template.title}</Heading>
      {template.paragraphs.map((paragraph) => (
        <p key={paragraph.id}>{paragraph.text}</p>
      ))}
      {template.images.selfie || template.images.board ? (
        <div className="community-template__images">
          {(['selfie', 'board'] as const).map((type) => {
            const image = template.images[type]
            if (!image) return null
            const caption = type === 'selfie' ? text.communitySelfie : text.communityBoard
            return (
              <figure key={type}>
                <img src={image.thumbnailUrl} alt={caption} loading="lazy" />
                <figcaption>{caption}</figcaption>
              </figure>
            )
          })}
        </div>
      ) : null}
      {tagGroups.length > 0 || template.boardId ? (
        <dl className="community-template__tags">
          {tagGroups.map((group) => (
            <div key={group.label} className="community-template__tag">
              <dt>{group.label}</dt>
              <dd>{group.values.join(', ')}</dd>
            </div>
          ))}
          {template.boardId ? (
            <div className="community-template__tag">
              <dt>{text.communityBoardLink}</dt>
              <dd>{template.boardId}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  )
}

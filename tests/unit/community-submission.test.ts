import { describe, expect, it } from 'vitest'

import {
  apiFieldErrors,
  boardIdFromLink,
  draftTagsOf,
  firstErroredSubmissionField,
  imageFileProblem,
  paragraphWordStatus,
  parseTagList,
  storiesTemplateType,
  type SubmissionDraft,
  submissionBody,
  submissionErrorsFromApi,
  tagRows,
  validateDraft,
} from '@/domain/community/submission'
import { submissionErrorText } from '@/i18n/community-messages'
import { communityText } from '@/i18n/community-text'
import { MIN_PARAGRAPH_WORDS, paragraphLengthError, TEMPLATE_IMAGE_MAX_BYTES } from '@/domain/templates/templates'

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ')
const en = communityText('en')

const DRAFT: SubmissionDraft = {
  title: '  Sprint board  ',
  language: 'en',
  paragraphs: [words(50), words(60)],
  tags: { tools: 'Slack, Jira, slack', industry: 'Software', boardUsage: 'Sprint planning', categories: '' },
  teamSize: '11-50',
  boardLink: 'https://acme.orbit.example/boards/123456789/pulses/5',
  termsAccepted: true,
}
const BOTH = { selfie: true, board: true }

describe('a story paragraph’s word count', () => {
  it('shows as it is typed, with the message before sending', () => {
    expect(paragraphWordStatus(words(49))).toEqual({ count: 49, enough: false, error: { code: 'paragraphTooShort', values: { min: 50, count: 49 } } })
    expect(paragraphWordStatus(words(50))).toEqual({ count: 50, enough: true })
    // A lone dash is no word (the server's count).
    expect(paragraphWordStatus(`${words(49)} —`).count).toBe(49)
  })

  it('reads “Each paragraph needs at least 50 words (this one has N)” in English, and in every language with the numbers', () => {
    const { error } = paragraphWordStatus(words(12))
    expect(submissionErrorText(error!, en)).toBe('Each paragraph needs at least 50 words (this one has 12).')
    const german = submissionErrorText(error!, communityText('de'))
    expect(german).toContain('50')
    expect(german).toContain('12')
    expect(MIN_PARAGRAPH_WORDS).toBe(50)
  })
})

describe('the browser’s checks before sending', () => {
  it('pass a complete draft', () => {
    expect(validateDraft(DRAFT, BOTH)).toEqual({})
  })

  it('name every field that is missing or wrong, the first to focus in the form’s order', () => {
    const errors = validateDraft(
      {
        ...DRAFT,
        title: ' ',
        paragraphs: [words(50), 'too short'],
        teamSize: '',
        boardLink: 'not a board',
        termsAccepted: false,
        tags: { ...DRAFT.tags, tools: 'a,b,c,d,e,f' },
      },
      { selfie: false, board: true },
    )
    expect(errors).toEqual({
      title: { code: 'required' },
      'paragraph-1': { code: 'paragraphTooShort', values: { min: 50, count: 2 } },
      'image-selfie': { code: 'imageMissing' },
      'tags-tools': { code: 'tooManyTags', values: { max: 5 } },
      teamSize: { code: 'chooseTeamSize' },
      boardLink: { code: 'boardLinkInvalid' },
      termsAccepted: { code: 'termsRequired' },
    })
    expect(firstErroredSubmissionField(errors, 2)).toBe('title')
    const { title: _title, ...rest } = errors
    expect(firstErroredSubmissionField(rest, 2)).toBe('paragraph-1')
  })

  it('bound the title, the paragraphs and the tags', () => {
    expect(validateDraft({ ...DRAFT, title: 'x'.repeat(121) }, BOTH)).toEqual({ title: { code: 'tooLong', values: { max: 120 } } })
    expect(validateDraft({ ...DRAFT, paragraphs: Array.from({ length: 11 }, () => words(50)) }, BOTH)).toEqual({
      paragraphs: { code: 'tooManyParagraphs', values: { max: 10 } },
    })
    expect(validateDraft({ ...DRAFT, tags: { ...DRAFT.tags, industry: 'x'.repeat(61) } }, BOTH)).toEqual({
      'tags-industry': { code: 'tagTooLong', values: { max: 60 } },
    })
  })

  it('check a chosen image’s type and size', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeUndefined()
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 })).toEqual({ code: 'imageType' })
    expect(imageFileProblem({ type: 'text/html', size: 10 })).toEqual({ code: 'imageType' })
    expect(imageFileProblem({ type: 'image/jpeg', size: TEMPLATE_IMAGE_MAX_BYTES + 1 })).toEqual({ code: 'imageTooLarge', values: { mb: 5 } })
    expect(submissionErrorText({ code: 'imageTooLarge', values: { mb: 5 } }, en)).toBe('This image is larger than 5 MB. Choose a smaller one.')
  })
})

describe('tags and the board link', () => {
  it('read typed tags as values: trimmed, no blanks, no repeats whatever the case', () => {
    expect(parseTagList(' Slack, Jira ,, slack,  Google   Drive \n')).toEqual(['Slack', 'Jira', 'Google Drive'])
    expect(parseTagList('')).toEqual([])
  })

  it('store one row per value with its category’s number, team size as category 3', () => {
    expect(tagRows(DRAFT)).toEqual([
      { category: '1', value: 'Slack' },
      { category: '1', value: 'Jira' },
      { category: '2', value: 'Software' },
      { category: '4', value: 'Sprint planning' },
      { category: '3', value: '11-50' },
    ])
  })

  it('come back for editing as the form shows them', () => {
    expect(draftTagsOf(tagRows(DRAFT))).toEqual({
      tags: { tools: 'Slack, Jira', industry: 'Software', boardUsage: 'Sprint planning', categories: '' },
      teamSize: '11-50',
    })
    expect(draftTagsOf(null)).toEqual({ tags: { tools: '', industry: '', boardUsage: '', categories: '' }, teamSize: '' })
  })

  it('take a board id or a board address', () => {
    expect(boardIdFromLink('123456789')).toBe('123456789')
    expect(boardIdFromLink(' https://acme.orbit.example/boards/987/views/1 ')).toBe('987')
    for (const link of ['', 'javascript:alert(1)', 'https://acme.orbit.example/pulses/1', 'https://x.example/boards/', 'ftp://x/boards/1', 'a b']) {
      expect(boardIdFromLink(link), link).toBeUndefined()
    }
  })
})

describe('the request and the server’s answer', () => {
  it('send what the API takes', () => {
    expect(submissionBody(DRAFT, { selfie: 11, board: 12 })).toEqual({
      title: 'Sprint board',
      language: 'en',
      paragraphs: [{ text: words(50) }, { text: words(60) }],
      images: [
        { type: 'selfie', image: 11 },
        { type: 'board', image: 12 },
      ],
      tags: tagRows(DRAFT),
      boardId: '123456789',
      termsAccepted: true,
    })
  })

  it('put the server’s refusals under their fields, in the member’s language where the browser knows the rule', () => {
    const sent = { ...DRAFT, paragraphs: [words(50), words(20)] }
    const body = {
      errors: [
        {
          name: 'ValidationError',
          message: 'The following fields are invalid',
          data: {
            errors: [
              { path: 'paragraphs.1.text', message: paragraphLengthError(words(20)) },
              { path: 'termsAccepted', message: 'Accept the template sharing terms to submit this template.' },
              { path: 'images', message: 'Add a selfie to your template.' },
              { path: 'tags.2.value', message: 'This value is too long.' },
              { path: 'title', message: 'Titles are short.' },
              { path: 'campaign', message: 'Something about a field the form does not show.' },
            ],
          },
        },
      ],
    }
    const errors = submissionErrorsFromApi(apiFieldErrors(body), sent)
    expect(errors).toEqual({
      'paragraph-1': { code: 'paragraphTooShort', values: { min: 50, count: 20 } },
      termsAccepted: { code: 'termsRequired' },
      images: { code: 'imageMissing' },
      'tags-industry': { code: 'serverMessage', message: 'This value is too long.' },
      title: { code: 'serverMessage', message: 'Titles are short.' },
      form: { code: 'serverMessage', message: 'Something about a field the form does not show.' },
    })
  })

  it('keep the server’s sentence when it counted otherwise, and read a bare error message', () => {
    const sent = { ...DRAFT, paragraphs: [words(20)] }
    expect(submissionErrorsFromApi([{ path: 'paragraphs.0.text', message: 'Each story paragraph needs at least 50 words; this one has 19.' }], sent)).toEqual({
      'paragraph-0': { code: 'serverMessage', message: 'Each story paragraph needs at least 50 words; this one has 19.' },
    })
    expect(apiFieldErrors({ errors: [{ message: 'You are not allowed to perform this action.' }] })).toEqual([
      { path: '', message: 'You are not allowed to perform this action.' },
    ])
    expect(apiFieldErrors(null)).toEqual([])
    expect(submissionErrorsFromApi([{ path: 'images', message: 'Use images you uploaded yourself.' }], DRAFT)).toEqual({ images: { code: 'imageNotOwn' } })
  })
})

describe('the stories_template_type cookie', () => {
  it('is the first category, else what the board is used for, else nothing', () => {
    expect(storiesTemplateType({ tags: { ...DRAFT.tags, categories: 'Marketing, Sales' } })).toBe('Marketing')
    expect(storiesTemplateType(DRAFT)).toBe('Sprint planning')
    expect(storiesTemplateType({ tags: { tools: 'x', industry: 'y', boardUsage: '', categories: ' ' } })).toBeUndefined()
  })
})

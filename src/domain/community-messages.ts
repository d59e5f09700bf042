/**
 * The sentences of the community forms' errors, from the words a page was handed (see
 * community-text.ts): nothing here imports the texts themselves, so browser code that uses it
 * does not carry every language along. Pure.
 */
import type { AccountFieldError, LoginOutcome } from './community-accounts'
import type { SubmissionError } from './community-submission'
import type { CommunityText, CommunityTextKey } from './community-text'
import { formatText } from './format-text'

const ACCOUNT_ERROR_KEYS = {
  required: 'communityErrorRequired',
  tooLong: 'communityErrorTooLong',
  invalidEmail: 'communityErrorEmail',
  passwordTooShort: 'communityErrorPasswordShort',
  passwordTooLong: 'communityErrorPasswordLong',
  passwordBlank: 'communityErrorPasswordBlank',
  emailTaken: 'communityErrorEmailTaken',
  invalid: 'communityErrorInvalid',
} as const satisfies Record<Exclude<AccountFieldError['code'], 'serverMessage'>, CommunityTextKey>

/** An account form's field error as a sentence in the page's language. */
export function accountErrorText(error: AccountFieldError, text: CommunityText, limits: { min: number; max: number }): string {
  if (error.code === 'serverMessage') return error.message
  const values = { min: limits.min, max: error.limit ?? limits.max }
  return formatText(text[ACCOUNT_ERROR_KEYS[error.code]], values)
}

export const LOGIN_OUTCOME_KEYS = {
  wrongCredentials: 'communityLoginFailed',
  unverified: 'communityLoginUnverified',
  locked: 'communityLoginLocked',
  failed: 'communityErrorRetry',
} as const satisfies Record<LoginOutcome, CommunityTextKey>

const SUBMISSION_ERROR_KEYS = {
  required: 'communityErrorRequired',
  tooLong: 'communityErrorTooLong',
  paragraphTooShort: 'communityParagraphTooShort',
  tooManyParagraphs: 'communityTooManyParagraphs',
  imageMissing: 'communityImageMissing',
  imageType: 'communityImageType',
  imageTooLarge: 'communityImageTooLarge',
  imageNotOwn: 'communityImageNotOwn',
  tooManyTags: 'communityTagsTooMany',
  tagTooLong: 'communityTagTooLong',
  chooseTeamSize: 'communityTeamSizeRequired',
  boardLinkInvalid: 'communityBoardLinkInvalid',
  termsRequired: 'communityTermsRequired',
} as const satisfies Record<Exclude<SubmissionError['code'], 'serverMessage'>, CommunityTextKey>

/** A submission error as a sentence in the page's language (the server's own words when it gave them). */
export function submissionErrorText(error: SubmissionError, text: CommunityText): string {
  if (error.code === 'serverMessage') return error.message
  return formatText(text[SUBMISSION_ERROR_KEYS[error.code]], error.values ?? {})
}

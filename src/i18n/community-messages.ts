/** Imports no texts itself, so browser code using it does not carry every language along. */
import type { AccountFieldError, LoginOutcome } from '@/domain/community/accounts'
import type { SubmissionError } from '@/domain/community/submission'

import type { CommunityText, CommunityTextKey } from './community-text'
import { formatText } from './format'

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

export function accountErrorText(error: AccountFieldError, text: CommunityText, limits: { min: number; max: number }): string {
  if (error.code === 'serverMessage') return error.message
  const values = { min: limits.min, max: error.limit ?? limits.max }
  return formatText(text[ACCOUNT_ERROR_KEYS[error.code]], values)
}

const LOGIN_OUTCOME_KEYS = {
  wrongCredentials: 'communityLoginFailed',
  unverified: 'communityLoginUnverified',
  failed: 'communityErrorRetry',
} as const satisfies Record<LoginOutcome, CommunityTextKey>

export function loginOutcomeText(outcome: LoginOutcome, text: CommunityText): string {
  return text[LOGIN_OUTCOME_KEYS[outcome]]
}

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

/** The server's own words when it gave them. */
export function submissionErrorText(error: SubmissionError, text: CommunityText): string {
  if (error.code === 'serverMessage') return error.message
  return formatText(text[SUBMISSION_ERROR_KEYS[error.code]], error.values ?? {})
}

import type { Payload } from 'payload'

import type { LiveTestSettings } from '@/domain/ab/assignment'
import { abTestByName } from '@/domain/ab/catalogue'

import { articleListsOf, articleRoutes } from '@/domain/articles/listing-pages'
import { DEFAULT_COOKIE_POLICY_VERSION } from '@/domain/consent/consent'
import { settableDefinitions, unapprovedCookiePolicyOrDefault } from '@/domain/consent/cookie-policy'
import { productFrameAncestors } from '@/domain/routing/framed-pages'
import { normalisePath } from '@/domain/routing/paths'
import type { RedirectStatusCode } from '@/domain/routing/redirects'
import type { SiteSnapshot } from '@/domain/routing/site-routing'
import type { AbTest } from '@/payload-types'

import { publishedArticleAddresses } from './article-listing'
import { loadExperimentFacts, loadPersonalisationRules, type ExperimentFacts } from './page-variations'
import { PRICED_BLOCK, TEAM_BLOCKS } from './routed-blocks'

const PUBLISHED_PAGES = { collection: 'pages', pagination: false, depth: 0, draft: false, overrideAccess: false } as const

/** What the proxy routes by and sets cookies by. */
export async function loadSiteSnapshot(payload: Payload): Promise<SiteSnapshot> {
  const [redirects, pages, pricedPages, settings, cookieDefinitions, productPages, abTests, listingPages, articles, teamPages, personalisations] =
    await Promise.all([
      payload.find({ collection: 'redirects', pagination: false, depth: 0, select: { from: true, to: true, statusCode: true } }),
      payload.find({ ...PUBLISHED_PAGES, select: { path: true, onlyInLocales: true } }),
      payload.find({ ...PUBLISHED_PAGES, where: { 'layout.blockType': { equals: PRICED_BLOCK } }, select: { path: true } }),
      payload.findGlobal({
        slug: 'site-settings',
        depth: 0,
        select: { cookiePolicyVersion: true, consentCountries: true, defaultCountry: true, unapprovedCookies: true, hosts: true },
      }),
      payload.find({
        collection: 'cookie-definitions',
        pagination: false,
        depth: 0,
        select: { name: true, category: true, mandatory: true, expiryDays: true, domain: true },
      }),
      payload.find({ ...PUBLISHED_PAGES, where: { miniSite: { exists: true } }, select: { path: true } }),
      loadLiveAbTests(payload),
      payload.find({ ...PUBLISHED_PAGES, where: { 'layout.blockType': { equals: 'articleList' } }, select: { path: true, onlyInLocales: true, layout: true } }),
      publishedArticleAddresses(payload),
      payload.find({ ...PUBLISHED_PAGES, where: { or: TEAM_BLOCKS.map((block) => ({ 'layout.blockType': { equals: block } })) }, select: { path: true } }),
      loadPersonalisationRules(payload),
    ])
  const listings = listingPages.docs.map(({ path, onlyInLocales, layout }) => ({ path, locales: onlyInLocales ?? undefined, lists: articleListsOf(layout) }))
  return {
    redirects: redirects.docs.map(({ from, to, statusCode }) => ({
      from: normalisePath(from),
      to,
      statusCode: Number(statusCode) as RedirectStatusCode,
    })),
    pages: [
      ...pages.docs.map(({ path, onlyInLocales }) => (onlyInLocales?.length ? { path, locales: onlyInLocales } : { path })),
      // Articles and the later pages of their lists, so the proxy routes them rather than answering 404.
      ...articleRoutes(articles, listings),
    ],
    pricedPaths: pricedPages.docs.map((page) => page.path),
    consent: {
      policyVersion: settings.cookiePolicyVersion ?? DEFAULT_COOKIE_POLICY_VERSION,
      extraCountries: settings.consentCountries ?? [],
      unapprovedCookies: unapprovedCookiePolicyOrDefault(settings.unapprovedCookies),
    },
    cookieDefinitions: settableDefinitions(cookieDefinitions.docs),
    productPaths: productPages.docs.map((page) => page.path),
    teamPaths: teamPages.docs.map((page) => page.path),
    abTests,
    personalisations,
    defaultCountry: settings.defaultCountry,
    frameAncestors: productFrameAncestors(settings.hosts),
  }
}

/** The A/B tests' settings past their drafts, as the proxy and the collector judge by them. */
export async function loadLiveAbTests(payload: Payload): Promise<LiveTestSettings[]> {
  // Only the site reads test settings (marketers' access); drafts do nothing yet.
  const { docs } = await payload.find({
    collection: 'ab-tests',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    // A draft experiment is there for staff previews, showing visitors the control as a paused test does.
    where: { or: [{ status: { not_equals: 'draft' } }, { page: { exists: true } }] },
    select: { testName: true, status: true, variants: true, winner: true, paths: true, languages: true, startsAt: true, endsAt: true },
  })
  const experiments = docs.some((test) => !isCatalogueTest(test.testName)) ? await loadExperimentFacts(payload) : new Map<string, ExperimentFacts>()
  return docs.flatMap((test) => {
    const experiment = experiments.get(test.testName)
    if (!isCatalogueTest(test.testName) && !experiment) return []
    const settings = liveTestSettings({ ...test, status: test.status === 'draft' ? 'paused' : test.status })
    return [experiment ? { ...withExperiment(settings, experiment), ...(test.status === 'draft' ? { draft: true as const } : {}) } : settings]
  })
}

const isCatalogueTest = (testName: string) => abTestByName(testName) !== undefined

// Only in the languages its blocks are written in, so no page shows English inside a translation.
function withExperiment(settings: LiveTestSettings, experiment: ExperimentFacts): LiveTestSettings {
  const languages = (settings.languages ?? experiment.translatedIn).filter((code) => experiment.translatedIn.includes(code))
  return {
    ...settings,
    page: experiment.page,
    languages,
    ...(experiment.audience ? { audience: experiment.audience } : {}),
    ...(experiment.goal ? { goal: experiment.goal } : {}),
  }
}

function liveTestSettings(
  test: Pick<AbTest, 'testName' | 'variants' | 'winner' | 'paths' | 'languages' | 'startsAt' | 'endsAt'> & { status: LiveTestSettings['status'] },
): LiveTestSettings {
  return {
    testName: test.testName,
    status: test.status,
    variants: (test.variants ?? []).map(({ name, traffic }) => ({ name, traffic })),
    ...(test.winner ? { winner: test.winner } : {}),
    ...(test.paths?.length ? { paths: test.paths.map(normalisePath) } : {}),
    ...(test.languages?.length ? { languages: test.languages } : {}),
    ...(test.startsAt ? { startsAt: test.startsAt } : {}),
    ...(test.endsAt ? { endsAt: test.endsAt } : {}),
  }
}

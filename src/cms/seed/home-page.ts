import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Locale } from '@/domain/locales'
import { formatText } from '@/i18n/format'

import { seedCopy } from './copy'
import { paragraphs } from './rich-text'

const SEO_DESCRIPTION_MAX = 160

/** Marketers replace it in the admin. */
export function homePage(brandName: string, locale: Locale = 'en'): RequiredDataFromCollectionSlug<'pages'> {
  const t = seedCopy(locale).starterPages
  const title = formatText(t.homeTitle, { brand: brandName })
  const card = (product: 'work-management' | 'crm' | 'marketing_campaigns' | 'dev' | 'service', url: string, [name, text, link]: string[]) => ({
    product,
    title: name!,
    text,
    link: { text: link!, url, newTab: false },
  })
  return {
    title,
    path: '/',
    headerVariant: 'main',
    layout: [
      {
        blockType: 'hero',
        heading: title,
        subheading: t.homeTagline,
        links: [
          { text: t.homeSeePricing, url: '/pricing', newTab: false },
          { text: t.contactSales, url: '/sales/contact-us', newTab: false },
        ],
      },
      { blockType: 'richText', content: paragraphs(formatText(t.homeIntro, { brand: brandName })) },
      {
        blockType: 'featureGrid',
        heading: t.homeFeaturesHeading,
        intro: t.homeFeaturesIntro,
        items: [
          { title: t.homeAutomations, text: t.homeAutomationsText },
          { title: t.homeDashboards, text: t.homeDashboardsText },
          { title: t.homeIntegrations, text: t.homeIntegrationsText },
          { title: t.homeViews, text: t.homeViewsText },
        ],
      },
      { blockType: 'teamPicker', heading: t.homeTeamHeading, intro: t.homeTeamIntro },
      {
        blockType: 'productCards',
        heading: t.homeProductsHeading,
        cards: [
          card('work-management', '/w/work-management', [t.workManagement, t.workManagementText, t.workManagementLink]),
          card('crm', '/crm', [t.crm, t.crmText, t.crmLink]),
          card('marketing_campaigns', '/w/crm/campaigns', [t.emailCampaigns, t.emailCampaignsText, t.emailCampaignsLink]),
          card('dev', '/w/dev', [t.dev, t.devText, t.devLink]),
          card('service', '/w/service', [t.service, t.serviceText, t.serviceLink]),
        ],
      },
      {
        blockType: 'callToAction',
        heading: t.homeCtaHeading,
        text: t.homeCtaText,
        primaryLink: { text: t.homeSeePricing, url: '/pricing', newTab: false },
        hasSecondaryLink: true,
        secondaryLink: { text: t.contactSales, url: '/sales/contact-us', newTab: false },
      },
    ],
    // The tagline where it fits a search result (160 characters), else the language's shorter description.
    seo: { description: t.homeTagline.length <= SEO_DESCRIPTION_MAX ? t.homeTagline : formatText(t.homeDescription, { brand: brandName }) },
    _status: 'published',
  }
}

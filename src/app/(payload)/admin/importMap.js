import { EnglishSource as EnglishSource_9aa726a9bffa6c00ee5497a0a5412864 } from '../../../../src/cms/admin/translation/EnglishSource'
import { PageLinks as PageLinks_01dd09f3a070f1759c6a7e658a233bee } from '../../../../src/cms/admin/preview/PageLinks'
import { TranslationStatusCell as TranslationStatusCell_51f6c0ba1392664b8051a419a61f0c81 } from '../../../../src/cms/admin/pages/TranslationStatusCell'
import { TranslationStatusField as TranslationStatusField_705ca1c632d6cebeebdd0775e37ad8a6 } from '../../../../src/cms/admin/pages/TranslationStatusField'
import { PublishChecks as PublishChecks_45adac850676aae3caee5c23b638daa2 } from '../../../../src/cms/admin/pages/PublishChecks'
import { OpenOnSiteCell as OpenOnSiteCell_53a0bfabf287b58ddf22b840fced997f } from '../../../../src/cms/admin/pages-list/OpenOnSiteCell'
import { RowLabel as RowLabel_e40e6711df9e795c1161499f917b0826 } from '../../../../src/cms/admin/row-labels/RowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { NewBlocksOpen as NewBlocksOpen_88de26cda3a199e2ee67ec9ce4a17698 } from '../../../../src/cms/admin/pages/NewBlocksOpen'
import { SeoPreview as SeoPreview_d3141020f7d426ed1c3a7c94321b41fd } from '../../../../src/cms/admin/pages/SeoPreview'
import { PageFilters as PageFilters_3beab79c2fb43b64e8bdc444f6b6dc8e } from '../../../../src/cms/admin/pages-list/PageFilters'
import { ExperimentPanel as ExperimentPanel_99e915829ab0621d7877a412f7411faa } from '../../../../src/cms/admin/experiments/ExperimentPanel'
import { AbTestPreviewLinks as AbTestPreviewLinks_c70ed4b4ef389e7bc9388b82caeeb393 } from '../../../../src/cms/admin/preview/AbTestPreviewLinks'
import { AbResultsField as AbResultsField_538da48f3f1d3931cd6a74b344025c2c } from '../../../../src/cms/admin/ab-results/AbResultsField'
import { ModerationPanel as ModerationPanel_435d3a549b40c4d8e5ba884bce274732 } from '../../../../src/cms/admin/moderation/ModerationPanel'
import { QueueCell as QueueCell_6eda3019193958fe7412bc43dea67e4a } from '../../../../src/cms/admin/moderation/QueueCell'
import { AuthorField as AuthorField_a90b70c56cf74c3b5dca25cb9a0cd2ff } from '../../../../src/cms/admin/moderation/AuthorField'
import { HistoryField as HistoryField_25af5c2ec9f2c3bdbdaa1bc98ffa18e8 } from '../../../../src/cms/admin/moderation/HistoryField'
import { QueueTabs as QueueTabs_e4390c4bc626371c3f77560581207c77 } from '../../../../src/cms/admin/moderation/QueueTabs'
import { ExportLeadsButton as ExportLeadsButton_14fd2c82205665d2c8f8df4499a9ce75 } from '../../../../src/cms/admin/leads/ExportLeadsButton'
import { AnalyticsNavLink as AnalyticsNavLink_00d052f6057031c62f84f6fe7b23476e } from '../../../../src/cms/admin/analytics/AnalyticsNavLink'
import { Dashboard as Dashboard_3f0c10b9b40b512181d365d510d46a5a } from '../../../../src/cms/admin/dashboard/Dashboard'
import { AnalyticsView as AnalyticsView_9761b8b2badbdbcd01cbb37919c479a9 } from '../../../../src/cms/admin/analytics/AnalyticsView'
import { NewPageView as NewPageView_7b5ed143ab54561fc49d5c9702814231 } from '../../../../src/cms/admin/new-page/NewPageView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/cms/admin/translation/EnglishSource#EnglishSource": EnglishSource_9aa726a9bffa6c00ee5497a0a5412864,
  "/src/cms/admin/preview/PageLinks#PageLinks": PageLinks_01dd09f3a070f1759c6a7e658a233bee,
  "/src/cms/admin/pages/TranslationStatusCell#TranslationStatusCell": TranslationStatusCell_51f6c0ba1392664b8051a419a61f0c81,
  "/src/cms/admin/pages/TranslationStatusField#TranslationStatusField": TranslationStatusField_705ca1c632d6cebeebdd0775e37ad8a6,
  "/src/cms/admin/pages/PublishChecks#PublishChecks": PublishChecks_45adac850676aae3caee5c23b638daa2,
  "/src/cms/admin/pages-list/OpenOnSiteCell#OpenOnSiteCell": OpenOnSiteCell_53a0bfabf287b58ddf22b840fced997f,
  "/src/cms/admin/row-labels/RowLabel#RowLabel": RowLabel_e40e6711df9e795c1161499f917b0826,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/cms/admin/pages/NewBlocksOpen#NewBlocksOpen": NewBlocksOpen_88de26cda3a199e2ee67ec9ce4a17698,
  "/src/cms/admin/pages/SeoPreview#SeoPreview": SeoPreview_d3141020f7d426ed1c3a7c94321b41fd,
  "/src/cms/admin/pages-list/PageFilters#PageFilters": PageFilters_3beab79c2fb43b64e8bdc444f6b6dc8e,
  "/src/cms/admin/experiments/ExperimentPanel#ExperimentPanel": ExperimentPanel_99e915829ab0621d7877a412f7411faa,
  "/src/cms/admin/preview/AbTestPreviewLinks#AbTestPreviewLinks": AbTestPreviewLinks_c70ed4b4ef389e7bc9388b82caeeb393,
  "/src/cms/admin/ab-results/AbResultsField#AbResultsField": AbResultsField_538da48f3f1d3931cd6a74b344025c2c,
  "/src/cms/admin/moderation/ModerationPanel#ModerationPanel": ModerationPanel_435d3a549b40c4d8e5ba884bce274732,
  "/src/cms/admin/moderation/QueueCell#QueueCell": QueueCell_6eda3019193958fe7412bc43dea67e4a,
  "/src/cms/admin/moderation/AuthorField#AuthorField": AuthorField_a90b70c56cf74c3b5dca25cb9a0cd2ff,
  "/src/cms/admin/moderation/HistoryField#HistoryField": HistoryField_25af5c2ec9f2c3bdbdaa1bc98ffa18e8,
  "/src/cms/admin/moderation/QueueTabs#QueueTabs": QueueTabs_e4390c4bc626371c3f77560581207c77,
  "/src/cms/admin/leads/ExportLeadsButton#ExportLeadsButton": ExportLeadsButton_14fd2c82205665d2c8f8df4499a9ce75,
  "/src/cms/admin/analytics/AnalyticsNavLink#AnalyticsNavLink": AnalyticsNavLink_00d052f6057031c62f84f6fe7b23476e,
  "/src/cms/admin/dashboard/Dashboard#Dashboard": Dashboard_3f0c10b9b40b512181d365d510d46a5a,
  "/src/cms/admin/analytics/AnalyticsView#AnalyticsView": AnalyticsView_9761b8b2badbdbcd01cbb37919c479a9,
  "/src/cms/admin/new-page/NewPageView#NewPageView": NewPageView_7b5ed143ab54561fc49d5c9702814231,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

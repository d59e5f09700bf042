import * as migration_20261121_052507_initial from './20261121_052507_initial'
import * as migration_20261121_061525_content_model from './20261121_061525_content_model'
import * as migration_20261121_074134_site_routes_docs_sidebar_share_image from './20261121_074134_site_routes_docs_sidebar_share_image'
import * as migration_20261121_091129_consent_records from './20261121_091129_consent_records'
import * as migration_20261121_094259_remove_unused_tracking_url from './20261121_094259_remove_unused_tracking_url'
import * as migration_20261121_094603_unapproved_cookies_setting from './20261121_094603_unapproved_cookies_setting'
import * as migration_20261121_100000_tracking_events from './20261121_100000_tracking_events'
import * as migration_20261121_102710_positions from './20261121_102710_positions'
import * as migration_20261121_112422_forms_leads_solutions from './20261121_112422_forms_leads_solutions'
import * as migration_20261121_114306_ab_test_winner from './20261121_114306_ab_test_winner'
import * as migration_20261121_115000_ab_event_index from './20261121_115000_ab_event_index'
import * as migration_20261121_115545_community_members from './20261121_115545_community_members'
import * as migration_20261121_121220_template_gallery from './20261121_121220_template_gallery'
import * as migration_20261121_145030_community_template_author_version from './20261121_145030_community_template_author_version'
import * as migration_20261125_204257_editorial_page_translations_lead_owner from './20261125_204257_editorial_page_translations_lead_owner'
import * as migration_20261125_204607_preview_autosave from './20261125_204607_preview_autosave'
import * as migration_20261126_041500_unapproved_cookies_default_set from './20261126_041500_unapproved_cookies_default_set'
import * as migration_20261126_110703_pricing_comparison from './20261126_110703_pricing_comparison'
import * as migration_20261126_190000_job_queue_notify from './20261126_190000_job_queue_notify'
import * as migration_20261128_153836_login_limits_and_password_reset_job from './20261128_153836_login_limits_and_password_reset_job'
import * as migration_20261206_233517_articles from './20261206_233517_articles'
import * as migration_20261207_123432_team_picker from './20261207_123432_team_picker'
import * as migration_20261207_163137_experiments from './20261207_163137_experiments'

export const migrations = [
  {
    up: migration_20261121_052507_initial.up,
    down: migration_20261121_052507_initial.down,
    name: '20261121_052507_initial',
  },
  {
    up: migration_20261121_061525_content_model.up,
    down: migration_20261121_061525_content_model.down,
    name: '20261121_061525_content_model',
  },
  {
    up: migration_20261121_074134_site_routes_docs_sidebar_share_image.up,
    down: migration_20261121_074134_site_routes_docs_sidebar_share_image.down,
    name: '20261121_074134_site_routes_docs_sidebar_share_image',
  },
  {
    up: migration_20261121_091129_consent_records.up,
    down: migration_20261121_091129_consent_records.down,
    name: '20261121_091129_consent_records',
  },
  {
    up: migration_20261121_094259_remove_unused_tracking_url.up,
    down: migration_20261121_094259_remove_unused_tracking_url.down,
    name: '20261121_094259_remove_unused_tracking_url',
  },
  {
    up: migration_20261121_094603_unapproved_cookies_setting.up,
    down: migration_20261121_094603_unapproved_cookies_setting.down,
    name: '20261121_094603_unapproved_cookies_setting',
  },
  {
    up: migration_20261121_100000_tracking_events.up,
    down: migration_20261121_100000_tracking_events.down,
    name: '20261121_100000_tracking_events',
  },
  {
    up: migration_20261121_102710_positions.up,
    down: migration_20261121_102710_positions.down,
    name: '20261121_102710_positions',
  },
  {
    up: migration_20261121_112422_forms_leads_solutions.up,
    down: migration_20261121_112422_forms_leads_solutions.down,
    name: '20261121_112422_forms_leads_solutions',
  },
  {
    up: migration_20261121_114306_ab_test_winner.up,
    down: migration_20261121_114306_ab_test_winner.down,
    name: '20261121_114306_ab_test_winner',
  },
  {
    up: migration_20261121_115000_ab_event_index.up,
    down: migration_20261121_115000_ab_event_index.down,
    name: '20261121_115000_ab_event_index',
  },
  {
    up: migration_20261121_115545_community_members.up,
    down: migration_20261121_115545_community_members.down,
    name: '20261121_115545_community_members',
  },
  {
    up: migration_20261121_121220_template_gallery.up,
    down: migration_20261121_121220_template_gallery.down,
    name: '20261121_121220_template_gallery',
  },
  {
    up: migration_20261121_145030_community_template_author_version.up,
    down: migration_20261121_145030_community_template_author_version.down,
    name: '20261121_145030_community_template_author_version',
  },
  {
    up: migration_20261125_204257_editorial_page_translations_lead_owner.up,
    down: migration_20261125_204257_editorial_page_translations_lead_owner.down,
    name: '20261125_204257_editorial_page_translations_lead_owner',
  },
  {
    up: migration_20261125_204607_preview_autosave.up,
    down: migration_20261125_204607_preview_autosave.down,
    name: '20261125_204607_preview_autosave',
  },
  {
    up: migration_20261126_041500_unapproved_cookies_default_set.up,
    down: migration_20261126_041500_unapproved_cookies_default_set.down,
    name: '20261126_041500_unapproved_cookies_default_set',
  },
  {
    up: migration_20261126_110703_pricing_comparison.up,
    down: migration_20261126_110703_pricing_comparison.down,
    name: '20261126_110703_pricing_comparison',
  },
  {
    up: migration_20261126_190000_job_queue_notify.up,
    down: migration_20261126_190000_job_queue_notify.down,
    name: '20261126_190000_job_queue_notify',
  },
  {
    up: migration_20261128_153836_login_limits_and_password_reset_job.up,
    down: migration_20261128_153836_login_limits_and_password_reset_job.down,
    name: '20261128_153836_login_limits_and_password_reset_job',
  },
  {
    up: migration_20261206_233517_articles.up,
    down: migration_20261206_233517_articles.down,
    name: '20261206_233517_articles',
  },
  {
    up: migration_20261207_123432_team_picker.up,
    down: migration_20261207_123432_team_picker.down,
    name: '20261207_123432_team_picker',
  },
  {
    up: migration_20261207_163137_experiments.up,
    down: migration_20261207_163137_experiments.down,
    name: '20261207_163137_experiments',
  },
]

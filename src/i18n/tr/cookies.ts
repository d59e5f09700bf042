/** Turkish: the cookie banner, the preferences dialog and the cookie table. */
import type { Messages } from '../messages-shape'

export const cookies = {
  cookieSettings: 'Çerez ayarları',
  cookieBannerTitle: 'Gizliliğinize önem veriyoruz',
  cookieBannerBody:
    'Bu siteyi çalıştırmak, nasıl kullanıldığını anlamak ve ilgili reklamlar göstermek için çerezler kullanıyoruz. Hangilerine izin vereceğinizi seçin.',
  cookieAcceptAll: 'Tümünü kabul et',
  cookieRejectAll: 'Tümünü reddet',
  cookiePreferences: 'Tercihler',
  cookieSave: 'Seçimleri kaydet',
  cookieCategoryNecessary: 'Zorunlu',
  cookieCategoryFunctional: 'İşlevsel',
  cookieCategoryAnalytics: 'Analitik',
  cookieCategoryMarketing: 'Pazarlama',
  cookiePolicy: 'Çerez politikası',
  cookiePreferencesTitle: 'Çerez tercihleri',
  cookiePreferencesBody:
    'Hangi çerezleri kullanabileceğimizi seçin. Seçiminizi her sayfanın altındaki “Çerez ayarları” bölümünden istediğiniz zaman değiştirebilirsiniz.',
  cookieAlwaysOn: 'Her zaman açık',
  cookieClose: 'Kapat',
  cookieCategoryNecessaryDescription: 'Sitenin çalışması ve diliniz ile bu ayar gibi seçimlerinizin hatırlanması için gereklidir.',
  cookieCategoryFunctionalDescription: 'Kullanım senaryonuz gibi seçimlerinizi hatırlar; sayfaları buna göre uyarlar ve hesabınıza aktarır.',
  cookieCategoryAnalyticsDescription: 'Sitenin nasıl kullanıldığını anlamamıza ve onu geliştirmemize yardımcı olur.',
  cookieCategoryMarketingDescription: 'Sizi buraya getiren kampanya ve iş ortaklarını belirler ve ilgili reklamlar gösterir.',
  cookieTableName: 'Çerez',
  cookieTablePurpose: 'Amaç',
  cookieTableExpiry: 'Sona erme süresi',
  cookieTableDomain: 'Alan adı',
  cookieDomainDefault: 'Bu site',
  cookieSaved: 'Çerez tercihiniz kaydedildi.',
  cookieSummaryTitle: 'Çerezlerimiz, sade bir dille',
  cookieSummaryYourChoice: 'Sizin seçiminiz',
  cookieSummaryNecessary: 'Sitenin çalışmasını sağlar ve diliniz gibi seçimlerinizi hatırlar. Kapatılamaz.',
  cookieSummaryFunctional: 'Kullanım alanınız gibi seçtiklerinizi hatırlar, böylece sayfalar ihtiyacınıza uyar.',
  cookieSummaryAnalytics: 'Hangi sayfaların okunduğunu ve hangi düğmelerin kullanıldığını gösterir, böylece siteyi iyileştirebiliriz.',
  cookieSummaryMarketing: 'Sizi buraya hangi reklamların ve iş ortaklarının getirdiğini söyler ve size uygun reklamlar göstermemize yardımcı olur.',
  cookieSummarySettings:
    'Seçiminizi her sayfanın altındaki “Çerez ayarları” bölümünden istediğiniz zaman değiştirebilirsiniz. Tüm çerezler aşağıda listelenmiştir.',
} satisfies Messages['cookies']

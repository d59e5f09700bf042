/** Turkish: the pricing tables, their billing toggle, quotes and the exit survey. */
import type { Messages } from '../messages-shape'

export const pricing = {
  pricingMonthly: 'Aylık',
  pricingYearly: 'Yıllık',
  pricingPerSeatMonth: 'kullanıcı başına / ay',
  pricingBilledYearly: 'yıllık faturalandırılır',
  pricingBilledMonthly: 'aylık faturalandırılır',
  // Turkish writes the percent sign first
  pricingSave: '%{percent} tasarruf',
  pricingFree: 'Ücretsiz',
  pricingContactSales: 'Satış ekibine ulaşın',
  pricingMostPopular: 'En popüler',
  pricingSeats: '{min}–{max} kullanıcı',
  pricingSeatsFrom: 'En az {min} kullanıcı',
  // "… planını" spares the plan's name a suffix that depends on its last vowel.
  pricingChoosePlan: '{plan} planını seçin',
  pricingPricesIn: 'Fiyatlar {currency} cinsinden',
  pricingIncludes: 'Şunları içerir',
  homePriceFromPerUser: 'Başlangıç fiyatı: kullanıcı başına aylık {price}',
  homePriceFromPerSeat: 'Başlangıç fiyatı: koltuk başına aylık {price}',
  pricingStartFree: 'En fazla {seats} kullanıcıyla sonsuza kadar ücretsiz başlayın',
  pricingStartFreeNoLimit: 'Sonsuza kadar ücretsiz başlayın',
  pricingGetQuote: 'Teklif alın',
  pricingQuoteTitle: '{plan} için teklif alın',
  pricingQuoteBody: 'Kaç kullanıcıya ihtiyacınız olduğunu ve kuruluşunuzun neler gerektirdiğini bize anlatın; satış ekibimiz sizin için bir teklif hazırlasın.',
  pricingQuoteRequest: 'Teklif isteyin',
  pricingDialogClose: 'Kapat',
  pricingCrmPlanEssential: 'Temel',
  pricingCrmPlanAdvanced: 'Gelişmiş',
  pricingCrmPlanPremium: 'Premium',
  exitSurveyTitle: 'Bugün sizi ne durdurdu?',
  exitSurveyIntro: 'Bir yanıt seçin; gelişmemize yardımcı olur.',
  exitSurveyPrice: 'Fiyat',
  exitSurveyMissingFeature: 'İhtiyacım olan bir özellik eksik',
  exitSurveyJustBrowsing: 'Sadece göz atıyorum',
  exitSurveyNeedTeam: 'Önce ekibimle konuşmam gerekiyor',
} satisfies Messages['pricing']

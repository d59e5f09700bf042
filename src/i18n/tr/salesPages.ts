/** Turkish: the CRM, email campaigns and contact sales pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const salesPages = {
  crm: {
    title: '{brand} CRM',
    summary: 'Satış ekibinizin gerçekten kullanacağı CRM: potansiyel müşterileri, fırsatları ve hesapları yönetin.',
    overview:
      '{brand} CRM, satış ekibinizin gerçekten kullanacağı müşteri ilişkileri yönetimi yazılımıdır. Her kanaldan potansiyel müşteri toplayın, fırsatları kendi tasarladığınız bir satış hunisinde ilerletin; e-postaları kaydetmeyi ve takip hatırlatmalarını otomasyonlara bırakın. Böylece satış temsilcileri günlerini kayıt güncellemek yerine satış yaparak geçirir.',
    sections: [
      {
        heading: 'Satış sürecinize uyan bir huni',
        intro: 'Kendi aşamalarınızı, alanlarınızı ve fırsat türlerinizi danışmana gerek kalmadan tanımlayın.',
        items: [
          [
            'Potansiyel müşteri yönetimi',
            'Web formlarından, e-postalardan ve reklamlardan gelenleri toplayın, puanlayın ve otomatik olarak doğru temsilciye yönlendirin.',
          ],
          ['Fırsat hunisi', 'Fırsatları aşamalar arasında sürükleyin, her aşamanın ağırlıklı değerini görün ve duraksayan fırsatları bir bakışta fark edin.'],
          ['Kişiler ve hesaplar', 'Bir müşteriye ait her e-posta, arama, toplantı ve dosya tek bir zaman çizelgesinde.'],
        ],
      },
      {
        heading: 'İlişkiyi değil, evrak işini otomatikleştirin',
        intro: 'Veri girişini CRM’e bırakın.',
        items: [
          ['E-posta senkronizasyonu', 'Gmail ve Outlook ile iki yönlü senkronizasyon her yazışmayı doğru kişiye kaydeder.'],
          ['Diziler', 'Potansiyel müşteri yanıt verir vermez duran kişiselleştirilmiş takip dizileri gönderin.'],
          ['Etkinlik takibi', 'Aramalar, toplantılar ve görevler kaydedilir, hatırlatmalar fırsattan çıkmadan ayarlanır.'],
        ],
      },
      {
        heading: 'Güvenle tahmin yapın',
        intro: 'Satış yöneticilerinin güvendiği, gerçek zamanlı güncellenen raporlar.',
        items: [
          ['Satış tahmini', 'Aşama olasılığına, sorumluya ve çeyreğe göre tahmin yapın ve hedeflerinizle karşılaştırın.'],
          ['Gösterge panelleri', 'Kazanma oranı, huni kapsamı, fırsat hızı ve ekip performansı tek ekranda.'],
          ['Teklifler ve faturalar', 'Bir fırsattan, ürünleri ve fiyatları doldurulmuş markalı teklifler oluşturun.'],
        ],
      },
      {
        heading: 'İşin geri kalanıyla bağlantılı',
        intro: 'Satış, pazarlama, müşteri katılımı ve hizmet arasındaki döngüyü kapatın.',
        items: [
          ['Devir teslimler', 'Kazanılan bir fırsat, iş yönetiminde katılım projesini otomatik olarak oluşturur.'],
          ['E-posta kampanyaları', 'Liste dışa aktarmadan CRM segmentlerine bülten ve besleme kampanyaları gönderin.'],
          ['Mobil uygulamalar', 'Toplantı aralarında iOS ve Android’den fırsatları güncelleyin ve aramaları kaydedin.'],
        ],
      },
    ],
    story: {
      quote:
        'Daha ilk ayda satış temsilcilerimiz kendi elektronik tablolarını tutmayı bıraktı. {brand} CRM ile her pazartesi tüm huniyi görüyoruz ve tahmin doğruluğumuz %60’tan %90’ın üzerine çıktı.',
      person: 'Diego Ramírez',
      role: 'Satıştan Sorumlu Başkan Yardımcısı',
      company: 'Brightline Solar',
    },
    faq: [
      [
        'Başka bir CRM’den geçiş yapabilir miyim?',
        'Evet. Kişileri, hesapları ve fırsatları Salesforce, HubSpot, Pipedrive veya herhangi bir CSV dosyasından geçmişiyle birlikte içe aktarın.',
      ],
      ['CRM e-postamla çalışıyor mu?', 'Gmail ve Outlook iki yönlü senkronize olur; e-postalar, toplantılar ve aramalar doğru kişiye kaydedilir.'],
      [
        'CRM nasıl fiyatlandırılıyor?',
        'Kullanıcı başına; Basic, Standard ve Pro planlarının yanı sıra özel Enterprise fiyatlandırması sunulur. Yıllık ödemede %20 tasarruf edersiniz.',
      ],
      [
        'Müşteri verilerim güvende mi?',
        'Veriler aktarım sırasında ve depolamada şifrelenir, seçtiğiniz bölgede barındırılır ve ISO 27001 ile SOC 2 Tip II sertifikalarımız kapsamındadır.',
      ],
    ],
    cta: { heading: '{brand} CRM’i ücretsiz deneyin', text: '14 gün ücretsiz, kredi kartı gerekmez. Kişilerinizi dakikalar içinde içe aktarın.' },
  },
  crmFormHeading: 'CRM’i iş başında görün',
  crmFormIntro: 'Bir CRM uzmanıyla kişisel demo randevusu alın.',
  emailCampaigns: {
    title: 'E-posta kampanyaları',
    summary: 'E-posta kampanyalarını kişilerinizi yönettiğiniz yerden gönderin.',
    overview:
      '{brand} E-posta kampanyaları ile pazarlama ve satış ekipleri, CRM’inizde zaten bulunan kişilere bültenler, duyurular ve besleme kampanyaları gönderir. Sürükle-bırak düzenleyiciyle tasarlayın, doğru zamanda gönderin; açılmaları, tıklamaları ve geliri diğer pazarlama çalışmalarınızın yanında görün.',
    sections: [
      {
        heading: 'E-postaları dakikalar içinde tasarlayın',
        intro: 'Tasarımcıya gerek kalmadan, markanıza uygun şık e-postalar.',
        items: [
          ['Sürükle-bırak düzenleyici', 'Bloklarla duyarlı e-postalar oluşturun veya 50 şablondan biriyle başlayın.'],
          ['Marka kiti', 'Logonuz, renkleriniz ve yazı tipleriniz her kampanyaya otomatik olarak uygulanır.'],
          ['Yapay zekâ yazım asistanı', 'Konu satırları ve metin taslakları hazırlayın, ardından varyasyonları birbirine karşı test edin.'],
        ],
      },
      {
        heading: 'Doğru kişilere ulaşın',
        intro: 'Canlı CRM verilerinden oluşturulan segmentler.',
        items: [
          ['Segmentler', 'Kişileri fırsat aşamasına, sektöre, konuma veya geçmiş etkileşime göre hedefleyin.'],
          ['Otomatik yolculuklar', 'Kendi kendine işleyen hoş geldin serileri, yenileme ve yeniden etkileşim kampanyaları.'],
          ['İzin yönetimi', 'GDPR ve KVKK’ya saygılı çift onay, abonelikten çıkma bağlantıları ve tercih merkezleri.'],
        ],
      },
      {
        heading: 'Önemli olanı ölçün',
        intro: 'Açılma oranından gelire kadar.',
        items: [
          ['Kampanya raporları', 'Kampanya ve bağlantı bazında açılmalar, tıklamalar, geri dönen e-postalar ve abonelikten çıkmalar.'],
          ['A/B testleri', 'Konu satırlarını ve içeriği bir örneklem üzerinde test edin, ardından kazananı herkese gönderin.'],
          ['Gelir ilişkilendirme', 'Hangi kampanyaların CRM hunisindeki fırsatları etkilediğini görün.'],
        ],
      },
    ],
    story: {
      quote:
        'Pazarlama ve satış nihayet tek bir kişi listesini paylaşıyor. Bültenimiz artık devam eden fırsatlardan oluşturulan segmentlere gidiyor ve tıklama oranları üç ayda iki katına çıktı.',
      person: 'Chloé Martin',
      role: 'Pazarlama Müdürü',
      company: 'Atelier Verde',
    },
    faq: [
      ['Kaç e-posta gönderebilirim?', 'Her plan, kullanıcı başına aylık bir gönderim kotası içerir; daha yüksek hacimler talep üzerine sunulur.'],
      ['E-postalarım gelen kutusuna ulaşacak mı?', 'SPF, DKIM ve DMARC kurulumunu sizinle birlikte yapar, gönderim itibarını özel altyapıda izleriz.'],
      ['Mevcut abonelerimi içe aktarabilir miyim?', 'Evet, izin kayıtlarıyla birlikte bir CSV dosyasından veya Mailchimp’ten.'],
    ],
    cta: { heading: '{brand} E-posta kampanyalarını ücretsiz deneyin', text: 'İlk kampanyanızı bugün gönderin. Kredi kartı gerekmez.' },
  },
  contactTitle: 'Satış ekibiyle iletişime geçin',
  contactSummary: 'Bize ekibinizden bahsedin, doğru planı birlikte bulalım.',
  contactFormHeading: 'Bize ekibinizden bahsedin',
  contactFormIntro: 'Bir satış uzmanı doğru planı bulmanıza yardımcı olur ve sorularınızı yanıtlar.',
  defaultBody: '{brand}, ilk plandan son teslimata kadar tüm ekipleri aynı sayfada buluşturur.',
  defaultBodyMore: 'Bir şablonla başlayın, ekibinizi davet edin ve iş akışını ilerledikçe şekillendirin; kod gerekmez.',
} satisfies Messages['salesPages']

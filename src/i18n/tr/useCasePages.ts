/** Turkish: the use-case pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const useCasePages = {
  hr: {
    title: 'İK yönetimi',
    summary: 'İşe alım, oryantasyon ve çalışan talepleri, düzenli bir şekilde.',
    overview:
      'İK ekipleri işe alımı, oryantasyonu ve çalışan taleplerini {brand} üzerinde yürütür: her aday, yeni çalışan ve talep bir panoda; evrak işleri için otomasyonlar, kadro planlaması için gösterge panelleri hazır.',
    sections: [
      {
        heading: 'Doğru kişileri daha hızlı işe alın',
        intro: 'İşe alım yöneticilerinizin gerçekten güncel tutacağı bir işe alım süreci.',
        items: [
          ['Aday süreci', 'Her adayı başvurudan teklife kadar takip edin; mülakat geri bildirimleri tek bir yerde.'],
          ['Mülakat planlama', 'Takvim entegrasyonları, e-posta trafiğine gerek kalmadan mülakatları ayarlar.'],
          ['Teklif onayları', 'Teklifleri onay için otomatik olarak finans ekibine ve yönetime gönderin.'],
        ],
      },
      {
        heading: 'Kişisel hissettiren bir oryantasyon',
        intro: 'Her yeni çalışan için ilk günden önce hazır bir plan.',
        items: [
          ['Oryantasyon kontrol listeleri', 'İşe alım onaylandığı anda BT, idari işler ve yönetici kendi görevlerini alır.'],
          ['Karşılama portalı', 'Yeni çalışanlar ilk hafta planlarını, rehber çalışma arkadaşlarını ve ihtiyaç duydukları politikaları görür.'],
          ['İlerleme takibi', 'Oryantasyonu kimin tamamladığını ve kimin desteğe ihtiyaç duyduğunu görün.'],
        ],
      },
      {
        heading: 'Çalışan taleplerini yanıtlayın',
        intro: 'İzin, ekipman ve politika soruları tek bir kuyrukta.',
        items: [
          ['Talep formları', 'Çalışanlar bir form aracılığıyla talepte bulunur; İK tüm talepleri tek bir panoda görür.'],
          ['Gizli panolar', 'Hassas konular yalnızca onlarla ilgilenen kişiler tarafından görülebilir.'],
          ['İK gösterge panelleri', 'Çalışan sayısı, işe alım süresi ve talep hacmi bir bakışta.'],
        ],
      },
    ],
    story: {
      quote:
        'Dört ülkede her ay 60 kişiyi işe başlatıyoruz. {brand} sayesinde her yeni çalışanın ilk gününde dizüstü bilgisayarı, hesapları ve bir rehberi hazır oluyor.',
      person: 'Priya Nair',
      role: 'İnsan ve Kültür Operasyonları Direktörü',
      company: 'Lumen Travel',
    },
    faq: [
      [
        'Çalışan verileri gizli tutuluyor mu?',
        'Evet. Özel panolar, sütun izinleri ve denetim kayıtları sayesinde kişisel veriler yalnızca İK tarafından görülebilir.',
      ],
      ['İK sistemimize bağlanabilir mi?', 'BambooHR, Workday ve Personio entegrasyonları çalışan kayıtlarını senkronize tutar.'],
      ['Başlamak için bir şablon var mı?', 'Evet: işe alım süreci, oryantasyon kontrol listesi ve çalışan talepleri şablonları kullanıma hazır.'],
    ],
    cta: { heading: '{brand}’i İK için ücretsiz deneyin', text: 'Oryantasyon şablonuyla başlayın ve bir sonraki yeni çalışanınızın planını bugün hazırlayın.' },
  },
  teamManagement: {
    title: 'Ekip yönetimi',
    summary: 'Kimin ne üzerinde çalıştığını bilin ve iş yükünü dengeleyin.',
    overview:
      'Kimin ne üzerinde çalıştığını bilin, iş yükünü dengeleyin ve ekibinizi önemli olan işe odaklayın. {brand}, yöneticilere mikro yönetime gerek kalmadan ekiplerinin işine dair canlı bir tablo sunar.',
    sections: [
      {
        heading: 'Herkesin işini bir bakışta görün',
        intro: 'Tüm görevler, son tarihler ve öncelikler tek bir görünümde.',
        items: [
          ['İşlerim', 'Herkes tüm panolardaki görevlerini son tarihe göre sıralanmış olarak görür.'],
          ['Ekip panoları', 'Tüm ekibin hedefleri, projeleri ve tekrarlayan işleri tek bir yerde.'],
          ['Durum güncellemeleri', 'Yorumlar ve güncellemeler sohbetlere dağılmak yerine doğrudan öğenin üzerinde.'],
        ],
      },
      {
        heading: 'İş yükünü dengeleyin',
        intro: 'Aşırı yükü tükenmişliğe dönüşmeden fark edin.',
        items: [
          ['İş yükü görünümü', 'Herkesin haftalık kapasitesini görün ve işi müsait birine sürükleyip bırakın.'],
          ['Zaman takibi', 'Zamanın nereye gittiğini anlayın ve bir dahaki sefere daha iyi tahmin edin.'],
          ['İzinler', 'Tatiller ve izinler planın hemen yanında görünür.'],
        ],
      },
      {
        heading: 'Daha verimli toplantılar yapın',
        intro: 'Daha az durum raporu, daha çok karar.',
        items: [
          ['Birebir görüşmeler', 'Size doğrudan bağlı her çalışan için ortak bir gündem panosu.'],
          ['Hedefler ve OKR’ler', 'Günlük işi çeyreklik hedeflere bağlayın ve ilerlemeyi takip edin.'],
          ['Gösterge panelleri', 'Yönetime sunacağınız haftalık ilerleme, otomatik olarak hazırlanır.'],
        ],
      },
    ],
    story: {
      quote: 'Eskiden pazartesi sabahlarımı güncellemeleri toplamakla geçirirdim. Şimdi gösterge panelini açıyorum ve o saati ekibimle geçiriyorum.',
      person: 'Jonas Weber',
      role: 'Müşteri Başarısı Ekip Lideri',
      company: 'Fjord Analytics',
    },
    faq: [
      ['Bir ekip ne kadar büyük olabilir?', 'İki kişiden binlerce kişiye kadar; çalışma alanları ve izinler büyük kuruluşları da düzenli tutar.'],
      ['Çalışanlar yalnızca kendi işlerini görebilir mi?', 'Evet. İzinlerle her panoyu kimin görüp düzenleyebileceğine siz karar verirsiniz.'],
      ['Mobilde çalışıyor mu?', 'Evet; iOS ve Android uygulamaları ve ilgilenilmesi gereken konular için bildirimlerle.'],
    ],
    cta: { heading: '{brand}’i ücretsiz deneyin', text: 'Ekibinizi davet edin ve ilk panonuzu dakikalar içinde kurun.' },
  },
  creativeAgencies: {
    title: 'Yaratıcı ajanslar için',
    summary: 'Brifleri, onayları ve yaratıcı prodüksiyonu yönetin.',
    overview:
      'Yaratıcı ajanslar brifleri, prodüksiyonu ve onayları {brand} üzerinde yürütür. Her müşteri projesini takvimde tutun, geri bildirimi doğrudan materyalin üzerinde toplayın ve hangi müşterilerin kârlı olduğunu bilin.',
    sections: [
      {
        heading: 'Briften teslimata',
        intro: 'Her proje, her müşteri, zamanında.',
        items: [
          ['Yaratıcı brifler', 'Brif formu projeyi görevler, sorumlular ve son tarihlerle birlikte oluşturur.'],
          ['Prodüksiyon takvimleri', 'Tasarım, metin yazarlığı ve geliştirme arasındaki bağımlılıklarla Gantt zaman çizelgeleri.'],
          ['Kaynak planlama', 'Yeni bir işe evet demeden önce gelecek hafta hangi tasarımcıların müsait olduğunu görün.'],
        ],
      },
      {
        heading: 'E-posta zincirleri olmadan onaylar',
        intro: 'Geri bildirim, işin olduğu yerde.',
        items: [
          ['Prova ve inceleme', 'Müşteriler doğrudan görseller, PDF’ler ve videolar üzerine yorum yapar.'],
          ['Onay akışları', 'Onaylanan sürümler otomatik olarak bir sonraki incelemeciye geçer.'],
          ['Misafir müşteriler', 'Müşteriler yalnızca kendi projelerini görür, başka hiçbir şeyi değil.'],
        ],
      },
      {
        heading: 'Kâr marjlarınızı bilin',
        intro: 'Müşteri ve proje bazında kârlılık.',
        items: [
          ['Zaman takibi', 'Faturalandırılabilir ve faturalandırılamaz süreyi ayırarak projelere saat girin.'],
          ['Bütçeler', 'İş ilerledikçe her projenin harcamasını bütçesiyle karşılaştırın.'],
          ['Müşteri gösterge panelleri', 'İlerleme raporlarını müşterilerle tek bir bağlantıyla paylaşın.'],
        ],
      },
    ],
    story: {
      quote:
        'Müşteri onayları eskiden bir haftalık e-posta trafiği demekti. {brand} içindeki prova özelliği sayesinde materyallerin çoğu bir günde onaylanıyor.',
      person: 'Olivia Brooks',
      role: 'Genel Müdür',
      company: 'Kite & Key Creative',
    },
    faq: [
      ['Müşteriler ücret ödemeden kullanabilir mi?', 'Evet. Ücretli planlarda misafirler ücretsiz katılır ve yalnızca paylaştığınız panoları görür.'],
      ['Faturalandırılabilir saatleri takip edebilir miyiz?', 'Evet; Pro planındaki zaman takibi ve faturalandırma için dışa aktarmalarla.'],
      ['Adobe Creative Cloud ile entegre çalışıyor mu?', 'Evet; Adobe entegrasyonumuz sayesinde materyaller ve yorumlar senkronize olur.'],
    ],
    cta: { heading: '{brand}’i ajanslar için ücretsiz deneyin', text: 'Yaratıcı prodüksiyon şablonuyla başlayın.' },
  },
  clientProjectManagement: {
    title: 'Müşteri projesi yönetimi',
    summary: 'Müşteri işlerini zamanında teslim edin, müşterilerinizi her adımda bilgilendirin.',
    overview:
      'Müşteri projelerini zamanında ve bütçe dahilinde teslim edin, müşterilerinizi de sürekli bilgilendirin. {brand}, hizmet ekiplerine kapsam, takvim, saatler ve müşteri iletişimi için tek bir yer sunar.',
    sections: [
      {
        heading: 'Projeyi planlayın',
        intro: 'Her müşteri için tekrarlanabilir bir plan.',
        items: [
          ['Proje şablonları', 'En başarılı projenizi aşamalar, görevler ve kilometre taşlarıyla bir şablona dönüştürün.'],
          ['Kilometre taşları', 'Müşteriyle paylaşılan önemli tarihler ve teslimatlar.'],
          ['Bağımlılıklar', 'Bir aşamadaki gecikmenin geri kalanını nasıl kaydırdığını görün.'],
        ],
      },
      {
        heading: 'Müşterilerinizi bilgilendirin',
        intro: 'Ek iş yükü olmadan şeffaflık.',
        items: [
          ['Müşteri portalları', 'Müşteriler ilerlemeyi görür, teslimatları onaylar ve talep ekler.'],
          ['Paylaşılabilir görünümler', 'Her zaman güncel, salt okunur bir zaman çizelgesi gönderin.'],
          ['Otomatik güncellemeler', 'Panodan hazırlanan haftalık özet e-postası müşteriye gider.'],
        ],
      },
      {
        heading: 'Kâr marjınızı koruyun',
        intro: 'Kapsam kaymasını erkenden yakalayın.',
        items: [
          ['Bütçe takibi', 'Proje başına planlanan ve gerçekleşen saatler ile maliyetler.'],
          ['Değişiklik talepleri', 'Değişiklikleri iş başlamadan önce kaydedin ve onaylayın.'],
          ['Portföy gösterge paneli', 'Tüm müşteri projeleri, durumları ve kâr marjları.'],
        ],
      },
    ],
    story: {
      quote: 'Müşterilerimiz ortak zaman çizelgesine bayılıyor, proje yöneticilerimiz de raporlamada haftada yarım gün kazanıyor.',
      person: 'Rafael Souza',
      role: 'Teslimat Direktörü',
      company: 'Bluepeak Consulting',
    },
    faq: [
      ['Müşteriler yalnızca kendi projelerini görebilir mi?', 'Evet. Misafirler yalnızca onlarla paylaştığınız panoları görür.'],
      ['Kendi kurumsal kimliğimi kullanabilir miyim?', 'Müşterilere yönelik formlar ve portallar sizin logonuzu ve renklerinizi taşır.'],
      ['Faturalandırmayı destekliyor mu?', 'Saatleri faturalandırma aracınıza aktarın ya da QuickBooks ve Xero’yu bağlayın.'],
    ],
    cta: { heading: '{brand}’i müşteri projeleri için ücretsiz deneyin', text: 'Müşteri projesi şablonuyla başlayın.' },
  },
  productManagement: {
    title: 'Ürün yönetimi',
    summary: 'Yol haritaları, geri bildirimler ve lansmanlar tek bir yerde.',
    overview:
      'Ürün ekipleri yol haritalarını planlar, geri bildirim toplar ve lansmanları {brand} üzerinde yürütür; mühendislik, tasarım ve pazarlama aynı plan üzerinden çalışır.',
    sections: [
      {
        heading: 'Her zaman güncel yol haritaları',
        intro: 'Strateji ve uygulama tek bir yerde.',
        items: [
          ['Yol haritası zaman çizelgeleri', 'Çeyrekleri ve sürümleri planlayın; iş ilerledikçe tarihler güncellenir.'],
          ['Önceliklendirme', 'Fikirleri erişim, etki, güven ve efora göre puanlayın.'],
          ['Paydaş görünümleri', 'Salt okunur bir yol haritasını satış ekibi ve yönetimle paylaşın.'],
        ],
      },
      {
        heading: 'Müşterilerinizi dinleyin',
        intro: 'Yol haritasına ulaşan geri bildirimler.',
        items: [
          ['Geri bildirim toplama', 'Destek ekibinden, satıştan ve formlardan gelen talepler tek bir panoda toplanır.'],
          ['Bağlantılı talepler', 'Talepleri özelliklerle ilişkilendirin ve yayınlandıklarında müşterilere haber verin.'],
          ['Araştırma arşivi', 'Görüşme notları ve içgörüler, konuya göre aranabilir.'],
        ],
      },
      {
        heading: 'Tüm ekiplerle birlikte lansman yapın',
        intro: 'Sürprizsiz lansmanlar.',
        items: [
          ['Lansman kontrol listeleri', 'Her sürüm için pazarlama, destek ve satış görevleri.'],
          ['Sürüm takvimi', 'Tüm ürünlerde neyin ne zaman yayınlanacağını görün.'],
          ['Lansman gösterge panelleri', 'Lansman sonrası benimsenme ve geri bildirimler.'],
        ],
      },
    ],
    story: {
      quote: 'Yol haritamız eskiden bir hafta sonra güncelliğini yitiren bir slayttı. Artık tüm şirketin takip ettiği canlı bir pano.',
      person: 'Aiko Tanaka',
      role: 'Grup Ürün Müdürü',
      company: 'Sora Mobility',
    },
    faq: [
      ['Mühendislik araçlarıyla çalışıyor mu?', 'Evet. Jira, GitHub ve GitLab ile senkronize edin ya da mühendislik işlerini {brand} dev ile yürütün.'],
      ['Bazı planları gizli tutabilir miyiz?', 'Evet. Özel panolar ve izinler, erken aşamadaki planları ürün ekibinin içinde tutar.'],
      ['Bir yol haritası şablonu var mı?', 'Evet, birkaç tane: çeyreklik yol haritası, sürüm planı ve özellik talepleri.'],
    ],
    cta: { heading: '{brand}’i ürün ekipleri için ücretsiz deneyin', text: 'Ürün yol haritası şablonuyla başlayın.' },
  },
  agile: {
    title: 'Çevik proje yönetimi',
    summary: 'Çevik ekipler için sprintler, iş listeleri ve retrospektifler.',
    overview:
      'Çevik ekipler sprintlerini, iş listelerini ve retrospektiflerini {brand} üzerinde yürütür; Scrum, Kanban ya da ikisinin karışımıyla çalışma esnekliğine ve şirketin geri kalanının da anladığı raporlara sahip olur.',
    sections: [
      {
        heading: 'İş listeleri ve sprintler',
        intro: 'Bir Scrum ekibinin ihtiyaç duyduğu her şey.',
        items: [
          ['İş listesi düzenleme', 'Hikâyeleri tüm ekiple birlikte önceliklendirin, tahminleyin ve bölün.'],
          ['Sprint panoları', 'Sprinti planlayın ve bir Kanban panosunda takip edin.'],
          ['Hikâye puanları', 'İşi tahminleyin ve zaman içindeki hızınızı görün.'],
        ],
      },
      {
        heading: 'Akış için Kanban',
        intro: 'Devam eden işi sınırlayın ve akışı iyileştirin.',
        items: [
          ['WIP limitleri', 'Devam eden iş fazlalaştığında sütunlar uyarır.'],
          ['Döngü süresi', 'İşin başlangıçtan tamamlanmaya kadar ne kadar sürdüğünü görün.'],
          ['Kulvarlar', 'Önceliğe, sorumluya veya iş türüne göre gruplayın.'],
        ],
      },
      {
        heading: 'Sürekli iyileştirme',
        intro: 'Her iterasyondan öğrenin.',
        items: [
          ['Retrospektif panosu', 'Neyin iyi gittiğini ve neyin değişmesi gerektiğini toplayın, ardından aksiyonları atayın.'],
          ['Burndown grafikleri', 'Sprint hedefine doğru ilerlemeyi her gün takip edin.'],
          ['Ekip gösterge panelleri', 'Sprint başına hız, kapsam değişikliği ve hatalar.'],
        ],
      },
    ],
    story: {
      quote: '{brand} üzerinde on iki Scrum ekibi yürütüyoruz. Planlama eskisinin yarısı kadar sürüyor ve yönetim nihayet sprint raporlarımızı okuyor.',
      person: 'Lukas Nowak',
      role: 'Çevik Koç',
      company: 'Vistula Bank',
    },
    faq: [
      ['Scrum mı, Kanban mı?', 'İkisi de. Her ekip sprintleri, Kanban akışını ya da ikisinin karışımını kullanabilir.'],
      [
        'Çevikliği ekipler arasında ölçeklendirebilir miyiz?',
        'Evet. Portföy panoları ve gösterge panelleri, ekipler ve programlar genelindeki işi bir araya getirir.',
      ],
      ['Bir sprint şablonu var mı?', 'Evet: sprint planlama, iş listesi ve retrospektif şablonları dahildir.'],
    ],
    cta: { heading: '{brand}’i çevik ekipler için ücretsiz deneyin', text: 'İlk sprintinize bugün başlayın.' },
  },
  productionManagement: {
    title: 'Üretim yönetimi',
    summary: 'Üretim partilerini planlayın, siparişleri takip edin ve stoku yönetin.',
    overview:
      'Üreticiler ve üretim ekipleri partileri planlar, siparişleri takip eder ve stoku {brand} üzerinde yönetir; böylece üretim sahasını satış ve satın alma ile birbirine bağlar.',
    sections: [
      {
        heading: 'Üretimi planlayın',
        intro: 'Herkesin güvendiği bir program.',
        items: [
          ['Üretim programı', 'Partileri makineler ve ekiplerle birlikte bir Gantt şeması üzerinde planlayın.'],
          ['Kapasite', 'Bir siparişi kabul etmeden önce her hattın ve vardiyanın yükünü görün.'],
          ['Malzeme listeleri', 'Her siparişi ihtiyaç duyduğu parçalara bağlayın.'],
        ],
      },
      {
        heading: 'Her siparişi takip edin',
        intro: 'Satın alma siparişinden teslimata.',
        items: [
          ['Sipariş takibi', 'Sahadan mobil cihazla güncellenen, her siparişin durumu.'],
          ['Kalite kontrolleri', 'Her denetim için kontrol listeleri ve fotoğraflar.'],
          ['Tedarikçi yönetimi', 'Tedarikçi bazında satın alma siparişleri ve teslim tarihleri.'],
        ],
      },
      {
        heading: 'Stoku kontrol altında tutun',
        intro: 'Doğru zamanda doğru stok.',
        items: [
          ['Stok panosu', 'Ürün ve konum bazında stok seviyeleri.'],
          ['Yeniden sipariş uyarıları', 'Stok minimum seviyesinin altına düştüğünde otomasyonlar uyarır.'],
          ['Operasyon gösterge paneli', 'Üretim, gecikmeler ve stok bir bakışta.'],
        ],
      },
    ],
    story: {
      quote: 'Satış ekibi artık fabrikayı aramadan her siparişin nerede olduğunu görebiliyor. Zamanında teslimat oranımız %78’den %95’e çıktı.',
      person: 'Marco Bianchi',
      role: 'Operasyon Direktörü',
      company: 'Officine Rossi',
    },
    faq: [
      [
        'ERP sistemimizin yerini alır mı?',
        'Hayır. {brand}, ERP sisteminizle birlikte çalışır ve siparişleri ve stoku entegrasyonlar veya API aracılığıyla senkronize eder.',
      ],
      ['Üretim sahasında kullanılabilir mi?', 'Evet; tabletlerde ve telefonlarda, güncellemeler için basit formlarla.'],
      ['Bir üretim şablonu var mı?', 'Evet: üretim planlama, sipariş takibi ve stok şablonları.'],
    ],
    cta: { heading: '{brand}’i üretim için ücretsiz deneyin', text: 'Üretim planlama şablonuyla başlayın.' },
  },
} satisfies Messages['useCasePages']

/** Turkish: the work management, dev and service product pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const productPages = {
  faqHeading: 'Sıkça sorulan sorular',
  workManagement: {
    title: 'İş yönetimi',
    summary: 'Basit görevlerden şirket çapındaki portföylere kadar her projeyi planlayın, takip edin ve teslim edin.',
    overview:
      '{brand} İş yönetimi, her ekibe işini planlayıp yürütebileceği ve takip edebileceği tek bir yer sunar. Projeler, talepler ve süreçler için panolar oluşturun, bunları tablo, Kanban, Gantt veya takvim olarak görüntüleyin; devir teslimleri otomasyonlara bırakın. Yöneticiler durum güncellemesi peşinde koşmadan ilerlemeyi görür.',
    sections: [
      {
        heading: 'Her projeyi kendi yönteminizle planlayın',
        intro: 'Bir şablonla ya da boş bir panoyla başlayın ve ekibinizin çalışma şekline göre uyarlayın.',
        items: [
          [
            'Her şey için panolar',
            'Projeler, kampanyalar, talepler ve süreçler; sorumlular, tarihler, durum, bütçe ve dosyalar gibi ihtiyacınız olan sütunlarla.',
          ],
          [
            'Her rol için görünümler',
            'Aynı veriler üzerinde tablo, Kanban, Gantt, takvim ve iş yükü görünümleri arasında hiçbir şey kopyalamadan geçiş yapın.',
          ],
          ['Hızlı başlangıç için şablonlar', 'Ürün lansmanından müşteri katılımına kadar 200’den fazla şablon, tek tıkla kullanıma hazır.'],
        ],
      },
      {
        heading: 'Rutin işleri otomatikleştirin',
        intro: 'Herkesin sade bir dille kurabileceği tarifler tekrarlanan adımları üstlenir.',
        items: [
          ['Kodsuz otomasyonlar', '“Durum Tamamlandı olduğunda talep sahibine haber ver ve öğeyi Teslim edildi’ye taşı.” Kurulumu bir dakika sürer.'],
          ['Zamanında hatırlatmalar', 'Son tarih uyarıları ve eskalasyonlar, hiçbir teslim tarihinin fark edilmeden geçmesine izin vermez.'],
          ['Entegrasyonlar', 'E-posta, sohbet, takvim, dosya depolama ve ekiplerinizin zaten kullandığı 70’ten fazla araçla bağlantı kurun.'],
        ],
      },
      {
        heading: 'Tüm resmi gerçek zamanlı görün',
        intro: 'Gösterge panelleri tüm panolardaki verileri bir araya getirir; yöneticiler rapor istemeden önemli olanı görür.',
        items: [
          ['Gösterge panelleri', '50’ye kadar panoyu grafikler, sayılar, zaman çizelgeleri ve iş yükü bileşenlerinde birleştirin.'],
          ['Portföy görünümü', 'Tüm projelerin bütçelerini, risklerini ve kilometre taşlarını tek bir özette izleyin.'],
          ['İş yükü dengeleme', 'Kimin işinin fazla olduğunu görün ve sorun çıkmadan işleri yeniden dağıtın.'],
        ],
      },
      {
        heading: 'Güvenli ve büyümeye hazır',
        intro: 'Beş kişilik bir ekipten 50.000 kişilik bir kuruluşa kadar, BT ekibinin istediği denetimlerle.',
        items: [
          ['İzinler', 'Pano, sütun ve çalışma alanı düzeyindeki izinler, hassas işleri yalnızca doğru kişilere gösterir.'],
          ['Kurumsal güvenlik', 'SSO, denetim kaydı, AB, ABD veya Avustralya’da veri barındırma ile ISO 27001 ve SOC 2 Tip II sertifikaları.'],
          ['Misafirler', 'Müşterileri ve yüklenicileri yalnızca üzerinde çalıştıkları panolara davet edin, başka hiçbir yere değil.'],
        ],
      },
    ],
    story: {
      quote:
        'Bir çeyrekte 40 ekibi elektronik tablolardan ve üç farklı araçtan {brand}’e taşıdık. Herkes zaten aynı panoyu gördüğü için haftalık durum toplantıları bir saatten on beş dakikaya indi.',
      person: 'Hannah Okafor',
      role: 'PMO Direktörü',
      company: 'Northwind Logistics',
    },
    faq: [
      [
        'Başlamak ne kadar sürer?',
        'Çoğu ekip ilk panosunu bir şablondan on dakikadan kısa sürede oluşturur. Daha büyük geçişler, katılım ekibimizin ya da sertifikalı bir iş ortağının desteğiyle genellikle iki ila altı hafta sürer.',
      ],
      [
        'Mevcut projelerimi içe aktarabilir miyim?',
        'Evet. Excel, CSV, Google E-Tablolar, Trello, Asana ve Jira’dan içe aktarın; sütunlar otomatik olarak eşleştirilir.',
      ],
      [
        'Ücretsiz bir plan var mı?',
        'Evet. Free planı iki kullanıcıya kadar süresiz ücretsizdir. Ücretli planları kredi kartı olmadan 14 gün ücretsiz deneyebilirsiniz.',
      ],
      ['{brand} hangi dilleri destekliyor?', 'Ürün 14 dilde sunulur ve herkes kendi dilini seçer.'],
    ],
    cta: { heading: '{brand}’i ücretsiz deneyin', text: 'Kredi kartı gerekmez. İlk panonuz birkaç dakikada hazır.' },
  },
  dev: {
    title: '{brand} dev',
    summary: 'Sprintleri planlayın, hataları takip edin ve sürümleri tüm ürün ekibinizle birlikte yayınlayın.',
    overview:
      '{brand} dev; ürün yöneticilerini, mühendisleri ve tasarımcıları tek platformda buluşturur: yol haritaları, sprintler, hatalar ve sürümler, koda bağlı olarak. Mühendisten CEO’ya kadar herkes neyin ne zaman yayınlanacağını bir durum toplantısına daha gerek kalmadan görür.',
    sections: [
      {
        heading: 'Herkesin takip edebileceği yol haritaları',
        intro: 'Stratejiyi, onu hayata geçiren işle buluşturun.',
        items: [
          ['Ürün yol haritaları', 'Girişimleri ve epic’leri bir zaman çizelgesinde planlayın, salt okunur bir görünümü tüm şirketle paylaşın.'],
          ['Özellik talepleri', 'Müşterilerden ve ekiplerden geri bildirim toplayın, etkisine ve gereken emeğe göre önceliklendirin.'],
          ['Kapasite planlama', 'Bir tarih vermeden önce yol haritasını eldeki kişilerle karşılaştırın.'],
        ],
      },
      {
        heading: 'Zahmetsiz sprintler',
        intro: 'Saatler değil dakikalar süren çevik toplantılar.',
        items: [
          ['Sprint planlama', 'Öğeleri birikmiş işlerden sprinte taşıyın, hikâye puanlarıyla tahmin edin ve başlayın.'],
          ['Burndown ve hız', 'Grafikler iş ilerledikçe güncellenir; sprintin ortasında hedefe ulaşıp ulaşamayacağınızı bilirsiniz.'],
          ['Retrospektifler', 'İyi gidenler, gitmeyenler ve üzerinde anlaşılan aksiyonlar için yerleşik bir pano.'],
        ],
      },
      {
        heading: 'Bildirimden sürüme kadar hata takibi',
        intro: 'Hızla önceliklendirin ve müşterileri bilgilendirin.',
        items: [
          ['Hata takibi', 'Her hata için önem derecesi, yeniden oluşturma adımları, ekran görüntüleri ve bir sorumlu.'],
          ['Git entegrasyonu', 'GitHub ve GitLab’deki commit’leri ve pull request’leri bağlayın; kod birleştirildiğinde öğeler ilerler.'],
          ['Sürüm notları', 'Bir sürümdeki öğelerden yayına hazır sürüm notları oluşturun.'],
        ],
      },
    ],
    story: {
      quote:
        'Mühendislik, ürün ve destek ekipleri nihayet aynı hata listesine bakıyor. Kritik bir hatanın düzeltilme süresinin medyanı dokuz günden iki güne indi.',
      person: 'Mei Lin Chen',
      role: 'Mühendislik Direktörü',
      company: 'Quantia Health',
    },
    faq: [
      [
        '{brand} dev Jira’nın yerini alır mı?',
        'Birçok ekip Jira’yı tamamen bırakıyor; diğerleri geçiş sürecinde Jira entegrasyonumuzla iki yönlü senkronizasyon yapıyor.',
      ],
      ['Hangi kod barındırma hizmetleriyle entegre çalışıyorsunuz?', 'Bulutta ve kendi sunucunuzda GitHub, GitLab ve Bitbucket ile.'],
      [
        'Mühendis olmayanlar da kullanabilir mi?',
        'Evet. Satış, destek ve yönetim ekipleri bir mühendislik aracı öğrenmeden yol haritalarını takip eder ve özellik talep eder.',
      ],
    ],
    cta: { heading: '{brand} dev’i ücretsiz deneyin', text: 'Bir sonraki sprintinizi dakikalar içinde planlayın. Kredi kartı gerekmez.' },
  },
  service: {
    title: '{brand} service',
    summary: 'Yapay zekâ destekli hizmet yönetimiyle talepleri daha hızlı çözün.',
    overview:
      '{brand} service; BT, İK ve müşteri destek ekipleri için yapay zekâ destekli bir hizmet masasıdır. Talepler e-posta, portal veya sohbet üzerinden gelir, yapay zekâ bunları sınıflandırıp yönlendirir ve temsilciler ihtiyaç duydukları tüm ekiplerle aynı platformda çözüme ulaştırır.',
    sections: [
      {
        heading: 'Tüm talepler tek bir kuyrukta',
        intro: 'Gelen kutularında ve sohbet akışlarında kaybolan taleplere son.',
        items: [
          ['Çok kanallı talepler', 'E-posta, web portalı, sohbet ve formların tümü aynı kuyrukta talep oluşturur.'],
          ['Self servis portalı', 'Markanıza özel bir portal ve bilgi bankası, sık sorulan soruları talebe dönüşmeden yanıtlar.'],
          ['SLA’lar', 'Önceliğe göre yanıt ve çözüm hedefleri, ihlal öncesinde uyarılarla.'],
        ],
      },
      {
        heading: 'İlk değerlendirme yapay zekâdan',
        intro: 'Temsilciler yapay zekânın bıraktığı yerden devam eder.',
        items: [
          ['Otomatik önceliklendirme', 'Yapay zekâ her talebi türüne, aciliyetine ve tonuna göre sınıflandırır ve doğru ekibe yönlendirir.'],
          ['Önerilen yanıtlar', 'Bilgi bankanızdan ve geçmiş taleplerden hazırlanan, temsilcinin gözden geçirmesine hazır yanıt taslakları.'],
          ['Benzer talepler', 'Birçok kişi aynı sorunu bildirdiğinde olayları erkenden fark edin.'],
        ],
      },
      {
        heading: 'Tüm kuruluşu birbirine bağlayan hizmet',
        intro: 'Cevabı bilen ekiplerle birlikte çalışın.',
        items: [
          ['Eskalasyonlar', 'Mühendislik, finans veya idari işler ekiplerine kendi panolarında, talep bağlantılı şekilde eskale edin.'],
          ['Varlık yönetimi', 'Dizüstü bilgisayarları, lisansları ve ekipmanları izleyin, her varlığın talep geçmişini görün.'],
          ['Raporlama', 'Talep hacmi, ilk yanıt süresi, müşteri memnuniyeti ve temsilci iş yükü canlı gösterge panellerinde.'],
        ],
      },
    ],
    story: {
      quote: 'Eski yardım masamızı altı haftada değiştirdik. İlk sınıflandırmayı yapay zekâ yapıyor ve ilk yanıt süremiz sekiz saatten bir saatin altına indi.',
      person: 'Samuel Adeyemi',
      role: 'BT Hizmet Müdürü',
      company: 'Meridian University',
    },
    faq: [
      ['{brand} service’i hangi ekipler kullanıyor?', 'BT, İK, idari işler, hukuk ve müşteri destek ekipleri; her biri kendi kuyrukları ve portalıyla.'],
      [
        'Yapay zekâ verilerimi görüyor mu?',
        'Yapay zekâ özellikleri {brand} içinde çalışır; verileriniz hiçbir zaman diğer müşteriler için model eğitmekte kullanılmaz. Yöneticiler yapay zekâ özelliklerini kapatabilir.',
      ],
      ['Müşteriler e-postayla talep gönderebilir mi?', 'Evet. Her kuyruğun kendi adresi olur ve yanıtlar aynı talebin altında toplanır.'],
    ],
    cta: { heading: '{brand} service’i ücretsiz deneyin', text: 'İlk kuyruğunuzu ve portalınızı bir öğleden sonrada kurun.' },
  },
} satisfies Messages['productPages']

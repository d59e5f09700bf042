/** Turkish: the privacy policy, terms of service, accessibility statement and cookie policy the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const legalPages = {
  privacy: {
    title: 'Gizlilik politikası',
    summary: 'Hangi verileri topladığımız, neden topladığımız ve hangi seçeneklere sahip olduğunuz.',
    intro: [
      'Son güncelleme: 1 Eylül 2026',
      'Bu politika, web sitelerimizi ziyaret ettiğinizde, ürünlerimizi kullandığınızda veya bizimle iletişime geçtiğinizde {brand} Ltd.’nin (“{brand}”, “biz”) hangi kişisel verileri topladığını, bunları neden topladığını, ne kadar süre sakladığını ve hangi haklara sahip olduğunuzu açıklar. Burada açıklanan verilerin veri sorumlusu {brand} Ltd., 12 Harbour Street, Londra EC2A 4NE, Birleşik Krallık’tır. Ürün içinde müşterilerimiz adına veri işlediğimizde veri sorumlusu müşteridir ve veri işleme sözleşmemiz geçerlidir.',
    ],
    sections: [
      {
        heading: 'Hangi verileri topluyoruz',
        body: [
          [
            'Hesap verileri: adınız, iş e-posta adresiniz, parolanız (karma değer olarak saklanır), şirketiniz, göreviniz ve diliniz.',
            'İletişim ve satış verileri: formlarda, e-postalarda, aramalarda ve toplantılarda bize ilettikleriniz; örneğin ekip büyüklüğü, telefon numarası ve ülke.',
            'Kullanım verileri: ziyaret edilen sayfalar, kullanılan özellikler, cihaz, tarayıcı, IP adresinizden çıkarılan yaklaşık konum ve hatalar.',
            'Ödeme verileri: fatura adresi ve kartınızın son dört hanesi; kart numaralarını ödeme hizmeti sağlayıcımız işler.',
            'Çerez politikamızda açıklandığı şekliyle çerezler ve benzeri teknolojiler.',
          ],
        ],
      },
      {
        heading: 'Verileri neden ve hangi hukuki sebebe dayanarak kullanıyoruz',
        body: [
          [
            'Hizmeti sunmak ve size destek vermek için (sözleşmenin ifası).',
            'Hizmeti güvende tutmak, dolandırıcılığı önlemek ve ürünlerimizi geliştirmek için (meşru menfaatlerimiz).',
            'İstediğiniz zaman aboneliğinden çıkabileceğiniz ürün haberleri ve pazarlama iletileri göndermek için (açık rıza veya yasanın izin verdiği durumlarda meşru menfaat).',
            'Yasal, vergisel ve muhasebesel yükümlülükleri yerine getirmek için (yasal yükümlülük).',
          ],
        ],
      },
      {
        heading: 'Verileri kimlerle paylaşıyoruz',
        body: [
          'Kişisel verileri asla satmayız. Verileri yalnızca sözleşme kapsamında bizim adımıza işleyen hizmet sağlayıcılarla (barındırma, e-posta gönderimi, ödeme, müşteri destek araçları), grup şirketlerimizle ve yasanın gerektirdiği durumlarda yetkili makamlarla paylaşırız. Alt işleyenlerin güncel listesi güven merkezimizde yayımlanır.',
        ],
      },
      {
        heading: 'Yurt dışına aktarım',
        body: [
          'Müşteriler hesap verilerinin nerede barındırılacağını seçer: Avrupa Birliği, Amerika Birleşik Devletleri veya Avustralya. Veriler Avrupa Ekonomik Alanı’nın ya da Birleşik Krallık’ın dışına çıktığında yeterlilik kararlarına veya Avrupa Komisyonu’nun standart sözleşme maddelerine, ek güvencelerle birlikte dayanırız.',
        ],
      },
      {
        heading: 'Verileri ne kadar süre saklıyoruz',
        body: [
          'Hesap verileri hesabınız var olduğu sürece saklanır ve hesap kapatıldıktan sonra 90 gün içinde silinir. Satış kayıtları son iletişimimizden sonra en fazla üç yıl, faturalar ise vergi mevzuatının gerektirdiği süre boyunca (genellikle on yıl) saklanır.',
        ],
      },
      {
        heading: 'Haklarınız',
        body: [
          'Verilerinize erişim, bunların düzeltilmesi, silinmesi, işlenmesinin kısıtlanması veya taşınması talebinde bulunabilir, doğrudan pazarlama dahil olmak üzere işlenmelerine itiraz edebilirsiniz. privacy@orbit.example adresine yazın. Veri koruma otoritenize de şikâyette bulunabilirsiniz; Birleşik Krallık’ta bu kurum Information Commissioner’s Office’tir.',
        ],
      },
      {
        heading: 'Bu politikadaki değişiklikler',
        body: ['Bu politikada önemli bir değişiklik yaptığımızda bunu bu sayfada duyurur, müşterilerimize ise en az 30 gün önceden e-postayla bildiririz.'],
      },
    ],
  },
  terms: {
    title: 'Hizmet koşulları',
    summary: '{brand} kullanırken geçerli olan koşullar.',
    intro: [
      'Yürürlük tarihi: 1 Eylül 2026',
      'Bu koşullar, {brand} Ltd. ile hesap oluşturan veya sipariş formu imzalayan müşteri (“siz”) arasında bir sözleşme oluşturur. {brand} hizmetini kullanarak bu koşulları kendi adınıza veya temsil ettiğiniz kuruluş adına kabul etmiş olursunuz.',
    ],
    sections: [
      {
        heading: '1. Hizmet',
        body: [
          '{brand}; iş yönetimi, CRM, yazılım geliştirme, hizmet yönetimi ve e-posta kampanyaları için bulut yazılımı sunar. Özellikleri geliştirebilir ve değiştirebiliriz; ancak ücretli bir planın temel işlevlerini süresi boyunca önemli ölçüde azaltmayız.',
        ],
      },
      {
        heading: '2. Hesaplar ve kullanıcılar',
        body: [
          [
            'Davet ettiğiniz kullanıcılardan ve oturum bilgilerinin güvenliğinden siz sorumlusunuz.',
            'Her lisans adı belirli tek bir kişi içindir; lisanslar başka birine devredilebilir ancak paylaşılamaz.',
            'Hizmeti kullanmak için en az 16 yaşında olmanız gerekir.',
          ],
        ],
      },
      {
        heading: '3. Planlar, ücretler ve yenileme',
        body: [
          'Ücretli planlar lisans başına, aylık veya yıllık olarak peşin faturalandırılır. Planlar, yenileme tarihinden önce iptal edilmedikçe aynı süre için otomatik olarak yenilenir. Fiyatlara vergiler dahil değildir. Fiyatları yenileme sırasında en az 30 gün önceden bildirerek değiştirebiliriz.',
        ],
      },
      {
        heading: '4. İçeriğiniz',
        body: [
          'Hizmete eklediğiniz içerik size aittir. Bize yalnızca size hizmeti sunmak amacıyla içeriği barındırmak, işlemek ve görüntülemek için gereken hakları verirsiniz. İçeriğinizi istediğiniz zaman dışa aktarabilirsiniz.',
        ],
      },
      {
        heading: '5. Kabul edilebilir kullanım',
        body: [
          'Hizmeti yasaları çiğnemek, istenmeyen toplu e-posta göndermek, başkalarının haklarını ihlal etmek, sistemlerimizi yoklamak veya bozmak ya da yazılı onayımız olmadan yeniden satmak için kullanamazsınız.',
        ],
      },
      {
        heading: '6. Kullanılabilirlik ve destek',
        body: [
          'Aylık %99,9 kullanılabilirlik hedefliyoruz. Enterprise müşterileri, sipariş formlarında belirtildiği şekilde hizmet kredileri içeren bir hizmet düzeyi sözleşmesi alır.',
        ],
      },
      {
        heading: '7. Sorumluluk',
        body: [
          'Gizlilik ihlalleri, ödeme yükümlülükleriniz ve tazmin yükümlülükleri dışında, her bir tarafın toplam sorumluluğu talepten önceki on iki ayda ödenen ücretlerle sınırlıdır. Taraflardan hiçbiri dolaylı veya sonuç olarak doğan zararlardan sorumlu değildir.',
        ],
      },
      {
        heading: '8. Fesih',
        body: [
          'İstediğiniz zaman iptal edebilirsiniz; iptal, içinde bulunulan fatura döneminin sonunda geçerli olur. Bu koşulları ihlal eden hesapları bildirimde bulunduktan sonra, yasa veya güvenlik gerektirdiğinde ise derhal askıya alabiliriz.',
        ],
      },
      {
        heading: '9. Uygulanacak hukuk',
        body: [
          'Bu koşullar İngiltere ve Galler hukukuna tabidir; ikamet ettiğiniz ülkenin hukuku aksini gerektirmedikçe Londra mahkemeleri münhasıran yetkilidir.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Erişilebilirlik beyanı',
    summary: '{brand} ürününü herkes için kullanılabilir kılma taahhüdümüz.',
    intro: [
      '{brand}, web sitesini ve ürünlerini ekran okuyucu, klavyeyle gezinme, sesli kontrol veya büyütme kullananlar dahil herkes için kullanılabilir kılmayı taahhüt eder.',
    ],
    sections: [
      {
        heading: 'Uyumluluk durumu',
        body: [
          'Bu web sitesi, Web İçeriği Erişilebilirlik Yönergeleri (WCAG) 2.2 AA düzeyine ve Avrupa standardı EN 301 549’a uymayı hedefler. Site kısmen uyumludur: içeriğin büyük bölümü standardı karşılar, istisnalar aşağıda listelenmiştir.',
        ],
      },
      {
        heading: 'Neler yapıyoruz',
        body: [
          [
            'Her sayfa, sürüm sürecimizde otomatik kontrollerle test edilir.',
            'Temel akışlar (kayıt, fiyatlar, satış ekibiyle iletişim) her büyük sürümden önce NVDA, VoiceOver ve yalnızca klavyeyle elle test edilir.',
            'Bağımsız bir denetçi siteyi yılda bir kez inceler; son denetim Haziran 2026’da yapıldı.',
          ],
        ],
      },
      {
        heading: 'Bilinen sınırlamalar',
        body: [
          [
            'Blogdaki ve webinar kitaplığındaki bazı eski videoların henüz altyazısı yok; bunları 2026 sonuna kadar ekliyoruz.',
            '2025’ten önce yayımlanan bazı PDF raporları tam olarak etiketlenmemiştir; erişilebilir sürümleri talep üzerine sağlanır.',
          ],
        ],
      },
      {
        heading: 'Geri bildirim ve iletişim',
        body: [
          'Bir engelle karşılaşırsanız accessibility@orbit.example adresine yazın veya destek iletişim formunu kullanın. İki iş günü içinde yanıt verir, bildirilen engelleri 30 gün içinde gidermeyi hedefleriz.',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Çerez politikası',
    summary: '{brand} bu web sitesinde hangi çerezleri kullanır, her biri ne işe yarar ve tercihinizi nasıl değiştirirsiniz.',
    paragraphs: [
      'Bu politika, {brand} şirketinin bu web sitesinde hangi çerezleri kullandığını, her birinin ne işe yaradığını ve ne kadar süre saklandığını açıklar.',
      'Zorunlu çerezler sitenin çalışmasını sağlar ve tercihlerinizi hatırlar; her zaman açıktır. İşlevsel, analitik ve pazarlama çerezleri yalnızca izin verirseniz kullanılır. Avrupa Ekonomik Alanı’nda, Birleşik Krallık’ta ve yasanın gerektirdiği diğer ülkelerde bunlardan herhangi birini kullanmadan önce size sorarız. Diğer yerlerde siz kapatmadıkça açıktırlar; Global Privacy Control sinyali gönderen bir tarayıcı ise pazarlama çerezlerinin dışında tutulur.',
      'Tercihinizi her sayfanın altındaki “Çerez ayarları” ile istediğiniz zaman değiştirebilir veya geri çekebilirsiniz. Geri çektiğinizde kapattığınız kategorilerin çerezleri silinir. Her tercihin bir kaydını (ne zaman yapıldığı, ülke, kategoriler ve bu politikanın sürümü) IP adresiniz ya da tarayıcınıza dair herhangi bir ayrıntı olmadan saklarız.',
      'Bu politika tercihinizi etkileyecek şekilde değiştiğinde size yeniden sorarız.',
    ],
    tableHeading: 'Kullandığımız çerezler',
    tableIntro: 'Bu sitenin kullanabileceği tüm çerezler, kategoriye göre. Her biri ayarlandıktan sonra belirtilen süre dolunca sona erer.',
  },
} satisfies Messages['legalPages']

/** Turkish: what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard: 'İş yönetimi ürününde bir proje panosu: gruplar halinde görevler; her birinin sorumlusu, renkli durumu, bitiş tarihi ve önceliği var.',
  kanban: 'Bir Kanban panosu: etiketli ve sorumlusu belli görev kartları, yapılacaklardan tamamlananlara uzanan sütunlarda.',
  gantt: 'Bir Gantt şeması: sekiz haftaya yayılan çubuklar halinde proje görevleri, bağımlılıklar, kilometre taşları ve bugünü gösteren bir çizgi.',
  dashboard: 'Bir gösterge paneli: dört temel gösterge, aylık tamamlanan işin eğilim çizgili çubuk grafiği, duruma göre dağılım ve her kişinin iş yükü.',
  crmPipeline: 'CRM’in satış hunisi: yeni adaydan kazanılana kadar aşamalarda kartlar halinde fırsatlar; her birinin tutarı ve sorumlusu var.',
  campaignEditor: 'E-posta kampanyası düzenleyicisi: içerik blokları, afişi ve düğmesiyle tasarlanan e-posta, son gönderimin açılma ve tıklanma oranları.',
  marketingBoard: 'Bir pazarlama ekibinin kampanya panosu: gruplar halinde içerikler; her birinin sorumlusu, renkli durumu, yayın tarihi ve kanalı var.',
  devSprint: 'Dev ürününün sprint panosu: backlog’dan tamamlanana ilerleyen, puanlı hikâyeler ve hataların üzerinde bir burndown grafiği.',
  serviceTickets:
    'Hizmet masasının talep kuyruğu: açık, bekleyen ve çözülen talep sayıları ile talep sahibi, öncelik, durum ve kalan süreyi gösteren talepler.',
} satisfies Messages['pictures']

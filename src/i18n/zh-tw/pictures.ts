/** Chinese (Traditional): what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard: '工作管理產品中的專案看板：依群組排列的任務，每項都標示負責人、彩色狀態、截止日期與優先順序。',
  kanban: '看板：附標籤與負責人的任務卡片，排列在從「待辦」到「完成」的各欄中。',
  gantt: '甘特圖：專案任務以橫條呈現，橫跨八週，並標示相依關係、里程碑與代表今天的線。',
  dashboard: '儀表板：四項關鍵數據、含趨勢線的每月完成工作長條圖、依狀態的分布，以及每個人的工作量。',
  crmPipeline: 'CRM 的商機管道：商機以卡片呈現在從新潛在客戶到成交的各階段，每張都標示金額與負責人。',
  campaignEditor: '電子郵件行銷活動編輯器：內容區塊、正在設計中附橫幅與按鈕的郵件，以及上次寄送的開信率與點擊率。',
  marketingBoard: '行銷團隊的活動看板：依群組排列的內容，每項都標示負責人、彩色狀態、發布日期與管道。',
  devSprint: '開發產品的衝刺看板：燃盡圖下方是附點數的使用者故事與錯誤，從待辦清單逐步移到完成。',
  serviceTickets: '服務台的工單佇列：上方顯示未處理、待處理與已解決的數量，下方是標示申請人、優先順序、狀態與剩餘時間的工單。',
} satisfies Messages['pictures']

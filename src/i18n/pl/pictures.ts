/** Polish: what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard: 'Tablica projektu w produkcie do zarządzania pracą: zadania w grupach, każde z osobą odpowiedzialną, kolorowym statusem, terminem i priorytetem.',
  kanban: 'Tablica Kanban: karty zadań z tagami i osobami odpowiedzialnymi w kolumnach od „do zrobienia” do „gotowe”.',
  gantt: 'Wykres Gantta: zadania projektu jako paski na osi ośmiu tygodni, z zależnościami, kamieniami milowymi i linią dnia dzisiejszego.',
  dashboard:
    'Pulpit: cztery kluczowe wskaźniki, wykres słupkowy pracy wykonanej w każdym miesiącu z linią trendu, podział według statusu i obciążenie każdej osoby.',
  crmPipeline: 'Lejek sprzedaży w CRM: szanse sprzedaży jako karty w etapach od nowego leada do wygranej, każda z wartością i opiekunem.',
  campaignEditor: 'Edytor kampanii e-mailowych: bloki treści, projektowany e-mail z banerem i przyciskiem oraz wskaźniki otwarć i kliknięć ostatniej wysyłki.',
  marketingBoard: 'Tablica kampanii zespołu marketingu: materiały w grupach, każdy z osobą odpowiedzialną, kolorowym statusem, datą publikacji i kanałem.',
  devSprint: 'Tablica sprintu w produkcie dev: wykres spalania nad historyjkami i błędami z punktami, przechodzącymi od backlogu do „gotowe”.',
  serviceTickets:
    'Kolejka zgłoszeń service desku: liczba zgłoszeń otwartych, oczekujących i rozwiązanych nad listą ze zgłaszającym, priorytetem, statusem i pozostałym czasem.',
} satisfies Messages['pictures']

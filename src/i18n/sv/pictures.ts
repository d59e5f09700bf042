/** Swedish: what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard: 'En projekttavla i produkten för arbetshantering: uppgifter i grupper, var och en med ansvarig, färgad status, förfallodatum och prioritet.',
  kanban: 'En Kanbantavla: uppgiftskort med taggar och ansvariga i kolumner från att göra till klart.',
  gantt: 'Ett Gantt-schema: projektets uppgifter som staplar över åtta veckor, med beroenden, milstolpar och en linje för i dag.',
  dashboard:
    'En instrumentpanel: fyra nyckeltal, ett stapeldiagram över utfört arbete per månad med trendlinje, en fördelning per status och varje persons arbetsbelastning.',
  crmPipeline: 'CRM:ets affärspipeline: affärer som kort i steg från nytt lead till vunnen, var och en med värde och ansvarig.',
  campaignEditor:
    'Redigeraren för e-postkampanjer: innehållsblock, mejlet som utformas med banner och knapp, och senaste utskickets öppnings- och klickfrekvens.',
  marketingBoard: 'En marknadsavdelnings kampanjtavla: innehåll i grupper, var och en med ansvarig, färgad status, publiceringsdatum och kanal.',
  devSprint: 'Dev-produktens sprinttavla: ett burndown-diagram ovanför stories och buggar med storypoäng, på väg från backlog till klart.',
  serviceTickets: 'Servicedeskens ärendekö: antal öppna, väntande och lösta ärenden ovanför ärenden med beställare, prioritet, status och återstående tid.',
} satisfies Messages['pictures']

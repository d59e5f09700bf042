/** Portuguese: what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard: 'Um quadro de projeto no produto de gestão do trabalho: tarefas em grupos, cada uma com responsável, status colorido, prazo e prioridade.',
  kanban: 'Um quadro Kanban: cartões de tarefas com etiquetas e responsáveis em colunas, de “a fazer” até “concluído”.',
  gantt: 'Um gráfico de Gantt: tarefas do projeto como barras ao longo de oito semanas, com dependências, marcos e uma linha para hoje.',
  dashboard:
    'Um painel: quatro indicadores principais, um gráfico de barras do trabalho concluído por mês com linha de tendência, uma divisão por status e a carga de trabalho de cada pessoa.',
  crmPipeline: 'O funil de negócios do CRM: negócios como cartões em etapas, do novo lead até ganho, cada um com seu valor e responsável.',
  campaignEditor:
    'O editor de campanhas de e-mail: blocos de conteúdo, o e-mail em criação com banner e botão, e as taxas de abertura e de cliques do último envio.',
  marketingBoard:
    'O quadro de campanhas de uma equipe de marketing: peças de conteúdo em grupos, cada uma com responsável, status colorido, data de publicação e canal.',
  devSprint: 'O quadro de sprint do produto dev: um gráfico de burndown acima de histórias e bugs com pontos, indo do backlog até concluído.',
  serviceTickets:
    'A fila de chamados do service desk: contagem de abertos, pendentes e resolvidos acima dos chamados com solicitante, prioridade, status e tempo restante.',
} satisfies Messages['pictures']

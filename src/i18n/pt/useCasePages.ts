/** Portuguese: the use-case pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const useCasePages = {
  hr: {
    title: 'Gestão de RH',
    summary: 'Recrutamento, integração e solicitações de colaboradores, tudo organizado.',
    overview:
      'Equipes de RH conduzem recrutamento, integração e solicitações de colaboradores no {brand}: cada candidato, novo colaborador e solicitação em um quadro, com automações para a papelada e painéis para o planejamento do quadro de pessoal.',
    sections: [
      {
        heading: 'Contrate as pessoas certas, mais rápido',
        intro: 'Um processo seletivo que seus gestores vão manter sempre atualizado.',
        items: [
          ['Funil de candidatos', 'Acompanhe cada candidato da inscrição à proposta, com o feedback das entrevistas em um só lugar.'],
          ['Agendamento de entrevistas', 'As integrações com a agenda marcam entrevistas sem aquele vaivém de e-mails.'],
          ['Aprovação de propostas', 'Envie as propostas automaticamente para aprovação do financeiro e da liderança.'],
        ],
      },
      {
        heading: 'Uma integração com toque pessoal',
        intro: 'Um plano para cada novo colaborador, pronto antes do primeiro dia.',
        items: [
          ['Checklists de integração', 'TI, serviços gerais e o gestor recebem suas tarefas assim que a contratação é confirmada.'],
          ['Portal de boas-vindas', 'Os novos colaboradores veem o plano da primeira semana, seu padrinho e as políticas de que precisam.'],
          ['Acompanhamento do progresso', 'Veja quem já concluiu a integração e quem precisa de uma mão.'],
        ],
      },
      {
        heading: 'Responda às solicitações dos colaboradores',
        intro: 'Férias, equipamentos e dúvidas sobre políticas em uma só fila.',
        items: [
          ['Formulários de solicitação', 'Os colaboradores pedem por um formulário; o RH vê todas as solicitações em um só quadro.'],
          ['Quadros confidenciais', 'Casos sensíveis visíveis apenas para quem cuida deles.'],
          ['Painéis de RH', 'Quadro de pessoal, tempo de contratação e volume de solicitações em um relance.'],
        ],
      },
    ],
    story: {
      quote:
        'Integramos 60 pessoas por mês em quatro países. Com o {brand}, cada novo colaborador tem notebook, contas de acesso e um padrinho já no primeiro dia.',
      person: 'Priya Nair',
      role: 'Diretora de Operações de Pessoas',
      company: 'Lumen Travel',
    },
    faq: [
      [
        'Os dados dos colaboradores ficam protegidos?',
        'Sim. Quadros privados, permissões por coluna e logs de auditoria garantem que os dados pessoais fiquem visíveis apenas para o RH.',
      ],
      ['Dá para conectar com o nosso sistema de RH?', 'Integrações com BambooHR, Workday e Personio mantêm os registros dos colaboradores sincronizados.'],
      ['Existe um modelo para começar?', 'Sim: modelos de processo seletivo, checklist de integração e solicitações de colaboradores prontos para usar.'],
    ],
    cta: {
      heading: 'Experimente o {brand} para RH grátis',
      text: 'Comece com o modelo de integração e deixe hoje mesmo pronto o plano da sua próxima contratação.',
    },
  },
  teamManagement: {
    title: 'Gestão de equipes',
    summary: 'Saiba quem está trabalhando em quê e equilibre a carga de trabalho.',
    overview:
      'Saiba quem está trabalhando em quê, equilibre a carga de trabalho e mantenha sua equipe focada no que importa. O {brand} dá aos gestores uma visão em tempo real do trabalho da equipe, sem microgerenciamento.',
    sections: [
      {
        heading: 'Veja o trabalho de todos em um relance',
        intro: 'Uma só visão de todas as atribuições, prazos e prioridades.',
        items: [
          ['Meu trabalho', 'Cada pessoa vê suas tarefas de todos os quadros, ordenadas por prazo.'],
          ['Quadros da equipe', 'Metas, projetos e trabalho recorrente de toda a equipe em um só lugar.'],
          ['Atualizações de status', 'Comentários e atualizações no próprio item, e não espalhados pelo chat.'],
        ],
      },
      {
        heading: 'Equilibre a carga de trabalho',
        intro: 'Identifique a sobrecarga antes que ela vire esgotamento.',
        items: [
          ['Visão de carga de trabalho', 'Veja a capacidade de cada pessoa por semana e arraste tarefas para quem tem espaço.'],
          ['Controle de horas', 'Entenda para onde vai o tempo e estime melhor da próxima vez.'],
          ['Ausências', 'Férias e folgas exibidas ao lado do cronograma.'],
        ],
      },
      {
        heading: 'Reuniões mais produtivas',
        intro: 'Menos status, mais decisões.',
        items: [
          ['Reuniões individuais', 'Um quadro de pauta compartilhado para cada liderado direto.'],
          ['Metas e OKRs', 'Conecte o trabalho do dia a dia aos objetivos trimestrais e acompanhe o progresso.'],
          ['Painéis', 'O progresso semanal para o seu relatório à liderança, montado automaticamente.'],
        ],
      },
    ],
    story: {
      quote: 'Eu passava as manhãs de segunda-feira juntando atualizações. Agora abro o painel e uso essa hora para estar com a minha equipe.',
      person: 'Jonas Weber',
      role: 'Líder de Sucesso do Cliente',
      company: 'Fjord Analytics',
    },
    faq: [
      ['Qual o tamanho máximo de uma equipe?', 'De duas pessoas a milhares; espaços de trabalho e permissões mantêm grandes organizações em ordem.'],
      ['As pessoas podem ver apenas o próprio trabalho?', 'Sim. As permissões permitem decidir quem vê e edita cada quadro.'],
      ['Funciona no celular?', 'Sim, com apps para iOS e Android e notificações sobre o que precisa de atenção.'],
    ],
    cta: { heading: 'Experimente o {brand} grátis', text: 'Convide sua equipe e monte seu primeiro quadro em minutos.' },
  },
  creativeAgencies: {
    title: 'Para agências criativas',
    summary: 'Gerencie briefings, aprovações e produção criativa.',
    overview:
      'Agências criativas conduzem briefings, produção e aprovações no {brand}. Mantenha cada projeto de cliente no prazo, receba feedback diretamente na peça e saiba quais contas são lucrativas.',
    sections: [
      {
        heading: 'Do briefing à entrega',
        intro: 'Cada projeto, cada cliente, no prazo.',
        items: [
          ['Briefings criativos', 'Um formulário de briefing cria o projeto com tarefas, responsáveis e prazos.'],
          ['Cronogramas de produção', 'Cronogramas de Gantt com dependências entre design, redação e desenvolvimento.'],
          ['Planejamento de recursos', 'Veja quais designers estão livres na próxima semana antes de aceitar um novo job.'],
        ],
      },
      {
        heading: 'Aprovações sem correntes de e-mail',
        intro: 'Feedback onde o trabalho está.',
        items: [
          ['Revisão de peças', 'Os clientes comentam diretamente em imagens, PDFs e vídeos.'],
          ['Fluxos de aprovação', 'Depois de aprovadas, as versões seguem automaticamente para o próximo revisor.'],
          ['Clientes convidados', 'Os clientes veem os próprios projetos e nada mais.'],
        ],
      },
      {
        heading: 'Conheça suas margens',
        intro: 'Lucratividade por cliente e por projeto.',
        items: [
          ['Controle de horas', 'Registre horas nos projetos, separando tempo faturável e não faturável.'],
          ['Orçamentos', 'Compare os gastos com o orçamento de cada projeto conforme o trabalho avança.'],
          ['Painéis para clientes', 'Compartilhe relatórios de progresso com os clientes em um só link.'],
        ],
      },
    ],
    story: {
      quote: 'As aprovações dos clientes levavam uma semana de e-mails. Com a revisão de peças no {brand}, a maioria é aprovada em um dia.',
      person: 'Olivia Brooks',
      role: 'Diretora-geral',
      company: 'Kite & Key Creative',
    },
    faq: [
      ['Os clientes podem usar sem pagar?', 'Sim. Nos planos pagos, convidados entram de graça e veem apenas os quadros que você compartilha.'],
      ['Podemos controlar as horas faturáveis?', 'Sim, com o controle de horas do plano Pro e exportações para faturamento.'],
      ['Tem integração com o Adobe Creative Cloud?', 'Sim; peças e comentários são sincronizados pela nossa integração com a Adobe.'],
    ],
    cta: { heading: 'Experimente o {brand} para agências grátis', text: 'Comece com o modelo de produção criativa.' },
  },
  clientProjectManagement: {
    title: 'Gestão de projetos de clientes',
    summary: 'Entregue o trabalho dos clientes no prazo, com eles sempre informados.',
    overview:
      'Entregue projetos de clientes no prazo e dentro do orçamento, mantendo os clientes sempre informados. O {brand} dá às equipes de serviços um só lugar para escopo, cronograma, horas e comunicação com o cliente.',
    sections: [
      {
        heading: 'Planeje o projeto',
        intro: 'Um plano replicável para cada cliente.',
        items: [
          ['Modelos de projeto', 'Transforme seu melhor projeto em um modelo com fases, tarefas e marcos.'],
          ['Marcos', 'Datas-chave e entregas compartilhadas com o cliente.'],
          ['Dependências', 'Veja como o atraso de uma fase afeta as demais.'],
        ],
      },
      {
        heading: 'Mantenha os clientes informados',
        intro: 'Transparência sem trabalho extra.',
        items: [
          ['Portais do cliente', 'Os clientes acompanham o progresso, aprovam entregas e fazem solicitações.'],
          ['Visualizações compartilháveis', 'Envie um cronograma somente leitura que está sempre atualizado.'],
          ['Atualizações automáticas', 'Um resumo semanal por e-mail para o cliente, gerado a partir do quadro.'],
        ],
      },
      {
        heading: 'Proteja sua margem',
        intro: 'Identifique cedo o aumento de escopo.',
        items: [
          ['Controle de orçamento', 'Horas e custos previstos versus realizados por projeto.'],
          ['Solicitações de mudança', 'Registre e aprove mudanças antes de o trabalho começar.'],
          ['Painel de portfólio', 'Todos os projetos de clientes, sua saúde e sua margem.'],
        ],
      },
    ],
    story: {
      quote: 'Nossos clientes adoram o cronograma compartilhado, e nossos gerentes de projeto economizam meio dia por semana com relatórios.',
      person: 'Rafael Souza',
      role: 'Diretor de Entregas',
      company: 'Bluepeak Consulting',
    },
    faq: [
      ['Os clientes podem ver só o próprio projeto?', 'Sim. Convidados veem apenas os quadros que você compartilha com eles.'],
      ['Posso usar minha própria marca?', 'Formulários e portais voltados aos clientes exibem seu logotipo e suas cores.'],
      ['Dá suporte a faturamento?', 'Exporte as horas para sua ferramenta de faturamento ou conecte o QuickBooks e o Xero.'],
    ],
    cta: { heading: 'Experimente o {brand} para projetos de clientes grátis', text: 'Comece com o modelo de projeto de cliente.' },
  },
  productManagement: {
    title: 'Gestão de produtos',
    summary: 'Roadmaps, feedback e lançamentos em um só lugar.',
    overview:
      'Equipes de produto planejam roadmaps, reúnem feedback e conduzem lançamentos no {brand}, com engenharia, design e marketing trabalhando a partir do mesmo plano.',
    sections: [
      {
        heading: 'Roadmaps sempre atualizados',
        intro: 'Estratégia e execução em um só lugar.',
        items: [
          ['Cronogramas de roadmap', 'Planeje trimestres e versões; as datas se atualizam conforme o trabalho avança.'],
          ['Priorização', 'Pontue ideias por alcance, impacto, confiança e esforço.'],
          ['Visões para stakeholders', 'Compartilhe um roadmap somente leitura com vendas e liderança.'],
        ],
      },
      {
        heading: 'Ouça os clientes',
        intro: 'Feedback que chega ao roadmap.',
        items: [
          ['Entrada de feedback', 'Pedidos do suporte, de vendas e de formulários chegam a um só quadro.'],
          ['Pedidos vinculados', 'Vincule pedidos a funcionalidades e avise os clientes quando forem lançadas.'],
          ['Repositório de pesquisa', 'Anotações de entrevistas e insights, pesquisáveis por tema.'],
        ],
      },
      {
        heading: 'Lance com todas as equipes',
        intro: 'Lançamentos sem surpresas.',
        items: [
          ['Checklists de lançamento', 'Tarefas de marketing, suporte e vendas para cada versão.'],
          ['Calendário de versões', 'Veja o que será lançado e quando, em todos os produtos.'],
          ['Painéis de lançamento', 'Adoção e feedback depois do lançamento.'],
        ],
      },
    ],
    story: {
      quote: 'Nosso roadmap era um slide que ficava desatualizado uma semana depois. Agora é um quadro vivo que a empresa inteira acompanha.',
      person: 'Aiko Tanaka',
      role: 'Gerente de Produto de Grupo',
      company: 'Sora Mobility',
    },
    faq: [
      ['Funciona com ferramentas de engenharia?', 'Sim. Sincronize com Jira, GitHub e GitLab, ou conduza a engenharia no {brand} dev.'],
      ['Podemos manter alguns planos privados?', 'Sim. Quadros privados e permissões mantêm os planos iniciais restritos à equipe de produto.'],
      ['Existe um modelo de roadmap?', 'Sim, vários: roadmap trimestral, plano de versões e pedidos de funcionalidades.'],
    ],
    cta: { heading: 'Experimente o {brand} para equipes de produto grátis', text: 'Comece com o modelo de roadmap de produto.' },
  },
  agile: {
    title: 'Gestão ágil de projetos',
    summary: 'Sprints, backlogs e retrospectivas para equipes ágeis.',
    overview:
      'Equipes ágeis conduzem sprints, backlogs e retrospectivas no {brand}, com flexibilidade para trabalhar com Scrum, Kanban ou uma combinação dos dois, e relatórios que o resto da empresa entende.',
    sections: [
      {
        heading: 'Backlogs e sprints',
        intro: 'Tudo de que uma equipe Scrum precisa.',
        items: [
          ['Refinamento do backlog', 'Priorize, estime e divida histórias com toda a equipe.'],
          ['Quadros de sprint', 'Planeje o sprint e acompanhe-o em um quadro Kanban.'],
          ['Pontos de história', 'Estime o trabalho e acompanhe a velocidade ao longo do tempo.'],
        ],
      },
      {
        heading: 'Kanban para o fluxo',
        intro: 'Limite o trabalho em andamento e melhore o fluxo.',
        items: [
          ['Limites de WIP', 'As colunas avisam quando há trabalho demais em andamento.'],
          ['Tempo de ciclo', 'Veja quanto tempo o trabalho leva do início à conclusão.'],
          ['Raias', 'Agrupe por prioridade, responsável ou tipo de trabalho.'],
        ],
      },
      {
        heading: 'Melhoria contínua',
        intro: 'Aprenda com cada iteração.',
        items: [
          ['Quadro de retrospectiva', 'Reúna o que deu certo e o que mudar, depois atribua as ações.'],
          ['Gráficos de burndown', 'Acompanhe todos os dias o progresso rumo à meta do sprint.'],
          ['Painéis da equipe', 'Velocidade, mudanças de escopo e bugs por sprint.'],
        ],
      },
    ],
    story: {
      quote: 'Temos doze equipes Scrum no {brand}. O planejamento leva metade do tempo de antes, e a liderança finalmente lê nossos relatórios de sprint.',
      person: 'Lukas Nowak',
      role: 'Coach Ágil',
      company: 'Vistula Bank',
    },
    faq: [
      ['Scrum ou Kanban?', 'Os dois. Use sprints, fluxo Kanban ou uma combinação, conforme cada equipe.'],
      ['Podemos escalar o ágil entre equipes?', 'Sim. Quadros e painéis de portfólio consolidam o trabalho de várias equipes e programas.'],
      ['Existe um modelo de sprint?', 'Sim: modelos de planejamento de sprint, backlog e retrospectiva estão incluídos.'],
    ],
    cta: { heading: 'Experimente o {brand} para equipes ágeis grátis', text: 'Comece seu primeiro sprint hoje.' },
  },
  productionManagement: {
    title: 'Gestão da produção',
    summary: 'Planeje lotes de produção, acompanhe pedidos e gerencie o estoque.',
    overview:
      'Fabricantes e equipes de produção planejam lotes, acompanham pedidos e gerenciam o estoque no {brand}, conectando o chão de fábrica a vendas e compras.',
    sections: [
      {
        heading: 'Planeje a produção',
        intro: 'Um cronograma em que todos confiam.',
        items: [
          ['Programação da produção', 'Planeje os lotes em um gráfico de Gantt, com máquinas e equipes de turno.'],
          ['Capacidade', 'Veja a carga de cada linha e turno antes de aceitar um pedido.'],
          ['Listas de materiais', 'Vincule cada pedido às peças de que ele precisa.'],
        ],
      },
      {
        heading: 'Acompanhe cada pedido',
        intro: 'Do pedido de compra à entrega.',
        items: [
          ['Rastreamento de pedidos', 'O status de cada pedido, atualizado pelo celular direto do chão de fábrica.'],
          ['Inspeções de qualidade', 'Checklists e fotos para cada inspeção.'],
          ['Gestão de fornecedores', 'Pedidos de compra e datas de entrega por fornecedor.'],
        ],
      },
      {
        heading: 'Controle o estoque',
        intro: 'O estoque certo na hora certa.',
        items: [
          ['Quadro de estoque', 'Níveis de estoque por item e local.'],
          ['Alertas de reposição', 'Automações avisam quando o estoque fica abaixo do mínimo.'],
          ['Painel de operações', 'Produção, atrasos e estoque em um relance.'],
        ],
      },
    ],
    story: {
      quote: 'Agora o comercial vê onde está cada pedido sem ligar para a fábrica. As entregas no prazo passaram de 78% para 95%.',
      person: 'Marco Bianchi',
      role: 'Diretor de Operações',
      company: 'Officine Rossi',
    },
    faq: [
      ['Ele substitui o nosso ERP?', 'Não. O {brand} funciona junto com o seu ERP e sincroniza pedidos e estoque por meio de integrações ou da API.'],
      ['O chão de fábrica consegue usar?', 'Sim, em tablets e celulares, com formulários simples para as atualizações.'],
      ['Existe um modelo de produção?', 'Sim: modelos de planejamento da produção, rastreamento de pedidos e estoque.'],
    ],
    cta: { heading: 'Experimente o {brand} para produção grátis', text: 'Comece com o modelo de planejamento da produção.' },
  },
} satisfies Messages['useCasePages']

/** Portuguese: the work management, dev and service product pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const productPages = {
  faqHeading: 'Perguntas frequentes',
  workManagement: {
    title: 'Gestão de trabalho',
    summary: 'Planeje, acompanhe e entregue qualquer projeto, de tarefas simples a portfólios de toda a empresa.',
    overview:
      'Com {brand} Gestão de trabalho, cada equipe tem um só lugar para planejar, executar e acompanhar o trabalho. Crie quadros para projetos, solicitações e processos, veja tudo como tabela, Kanban, Gantt ou calendário e deixe as automações cuidarem das passagens de bastão: os gestores enxergam o progresso sem precisar correr atrás de atualizações.',
    sections: [
      {
        heading: 'Planeje qualquer projeto do seu jeito',
        intro: 'Comece com um modelo ou um quadro em branco e adapte-o à forma como sua equipe já trabalha.',
        items: [
          [
            'Quadros para tudo',
            'Projetos, campanhas, solicitações e processos, com as colunas de que você precisa: responsáveis, datas, status, orçamentos e arquivos.',
          ],
          ['Visualizações para cada função', 'Alterne entre tabela, Kanban, Gantt, calendário e carga de trabalho com os mesmos dados, sem copiar nada.'],
          ['Modelos para começar rápido', 'Mais de 200 modelos, de lançamentos de produto à integração de clientes, prontos para usar com um clique.'],
        ],
      },
      {
        heading: 'Automatize o trabalho repetitivo',
        intro: 'Receitas que qualquer pessoa configura em linguagem simples cuidam das etapas rotineiras.',
        items: [
          ['Automações sem código', '“Quando o status mudar para Concluído, avise o solicitante e mova o item para Entregue.” Configure em um minuto.'],
          ['Lembretes na hora certa', 'Avisos de prazo e escalonamentos evitam que uma data passe despercebida.'],
          ['Integrações', 'Conecte e-mail, chat, agendas, armazenamento de arquivos e mais de 70 ferramentas que suas equipes já usam.'],
        ],
      },
      {
        heading: 'A visão completa em tempo real',
        intro: 'Os painéis reúnem os dados de todos os quadros, para que a liderança veja o que importa sem pedir relatórios.',
        items: [
          ['Painéis', 'Combine até 50 quadros em gráficos, números, cronogramas e widgets de carga de trabalho.'],
          ['Visão de portfólio', 'Acompanhe orçamentos, riscos e marcos de todos os projetos em um único resumo.'],
          ['Equilíbrio da carga de trabalho', 'Veja quem está sobrecarregado e redistribua tarefas antes que isso vire um problema.'],
        ],
      },
      {
        heading: 'Seguro e pronto para crescer',
        intro: 'De uma equipe de cinco pessoas a uma organização de 50 mil, com os controles que a TI exige.',
        items: [
          ['Permissões', 'Permissões por quadro, coluna e espaço de trabalho deixam o trabalho sensível visível apenas para as pessoas certas.'],
          [
            'Segurança corporativa',
            'SSO, registro de auditoria, residência de dados na UE, nos EUA ou na Austrália e certificações ISO 27001 e SOC 2 Tipo II.',
          ],
          ['Convidados', 'Convide clientes e prestadores de serviço apenas para os quadros em que trabalham, e nada mais.'],
        ],
      },
    ],
    story: {
      quote:
        'Migramos 40 equipes de planilhas e três ferramentas diferentes para o {brand} em um trimestre. As reuniões de status caíram de uma hora para quinze minutos por semana, porque todo mundo já vê o mesmo quadro.',
      person: 'Hannah Okafor',
      role: 'Diretora do PMO',
      company: 'Northwind Logistics',
    },
    faq: [
      [
        'Quanto tempo leva para começar?',
        'A maioria das equipes monta o primeiro quadro a partir de um modelo em menos de dez minutos. Implantações maiores costumam levar de duas a seis semanas com a ajuda da nossa equipe de onboarding ou de um parceiro certificado.',
      ],
      ['Posso importar meus projetos atuais?', 'Sim. Importe do Excel, CSV, Google Planilhas, Trello, Asana e Jira, com as colunas mapeadas automaticamente.'],
      [
        'Existe um plano gratuito?',
        'Sim. O plano Free é gratuito para sempre para até dois usuários. Os planos pagos têm 14 dias de teste grátis, sem cartão de crédito.',
      ],
      ['Em quais idiomas o {brand} está disponível?', 'O produto está disponível em 14 idiomas, e cada pessoa escolhe o seu.'],
    ],
    cta: { heading: 'Experimente o {brand} grátis', text: 'Sem cartão de crédito. Seu primeiro quadro fica pronto em minutos.' },
  },
  dev: {
    title: '{brand} dev',
    summary: 'Planeje sprints, acompanhe bugs e publique versões com toda a sua equipe de produto.',
    overview:
      'O {brand} dev reúne gerentes de produto, engenheiros e designers em uma só plataforma: roadmaps, sprints, bugs e versões, conectados ao código. Do engenheiro ao CEO, todos sabem o que vai ser lançado e quando, sem mais uma reunião de status.',
    sections: [
      {
        heading: 'Roadmaps que todos conseguem acompanhar',
        intro: 'Conecte a estratégia ao trabalho que a torna realidade.',
        items: [
          ['Roadmaps de produto', 'Planeje iniciativas e épicos em uma linha do tempo e compartilhe uma visualização somente leitura com a empresa toda.'],
          ['Pedidos de funcionalidades', 'Reúna o feedback de clientes e equipes e priorize por impacto e esforço.'],
          ['Planejamento de capacidade', 'Compare o roadmap com as pessoas disponíveis antes de se comprometer com uma data.'],
        ],
      },
      {
        heading: 'Sprints sem burocracia',
        intro: 'Cerimônias ágeis que levam minutos, não horas.',
        items: [
          ['Planejamento de sprint', 'Leve itens do backlog para o sprint, estime com story points e comece.'],
          ['Burndown e velocidade', 'Os gráficos se atualizam conforme o trabalho avança, e você sabe no meio do sprint se a meta ainda é possível.'],
          ['Retrospectivas', 'Um quadro integrado para o que deu certo, o que não deu e as ações combinadas.'],
        ],
      },
      {
        heading: 'Bugs acompanhados do relato ao lançamento',
        intro: 'Faça a triagem rápido e mantenha os clientes informados.',
        items: [
          ['Rastreamento de bugs', 'Gravidade, passos para reproduzir, capturas de tela e um responsável para cada bug.'],
          ['Integração com Git', 'Vincule commits e pull requests do GitHub e do GitLab; os itens avançam quando o código é mesclado.'],
          ['Notas de versão', 'Gere as notas de versão a partir dos itens de uma entrega, prontas para publicar.'],
        ],
      },
    ],
    story: {
      quote:
        'Engenharia, produto e suporte finalmente olham para a mesma lista de bugs. O tempo mediano para corrigir um bug crítico caiu de nove dias para dois.',
      person: 'Mei Lin Chen',
      role: 'Diretora de Engenharia',
      company: 'Quantia Health',
    },
    faq: [
      [
        'O {brand} dev substitui o Jira?',
        'Muitas equipes saem do Jira por completo; outras sincronizam os dois nos dois sentidos com a nossa integração com o Jira durante a transição.',
      ],
      ['Com quais plataformas de código vocês se integram?', 'GitHub, GitLab e Bitbucket, na nuvem ou auto-hospedados.'],
      [
        'Quem não é da engenharia também pode usar?',
        'Sim. Vendas, suporte e diretoria acompanham roadmaps e pedem funcionalidades sem precisar aprender uma ferramenta de engenharia.',
      ],
    ],
    cta: { heading: 'Experimente o {brand} dev grátis', text: 'Planeje seu próximo sprint em minutos. Sem cartão de crédito.' },
  },
  service: {
    title: '{brand} service',
    summary: 'Resolva chamados mais rápido com uma gestão de serviços movida a IA.',
    overview:
      'O {brand} service é uma central de serviços com IA para equipes de TI, RH e atendimento ao cliente. As solicitações chegam por e-mail, portal ou chat, a IA organiza e encaminha, e os atendentes resolvem junto com todas as equipes necessárias na mesma plataforma.',
    sections: [
      {
        heading: 'Todas as solicitações em uma só fila',
        intro: 'Chega de pedidos perdidos em caixas de entrada e conversas de chat.',
        items: [
          ['Chamados omnichannel', 'E-mail, portal web, chat e formulários criam chamados na mesma fila.'],
          ['Portal de autoatendimento', 'Um portal com a sua marca e uma base de conhecimento responde às dúvidas comuns antes que virem chamados.'],
          ['SLAs', 'Metas de resposta e resolução por prioridade, com alertas antes de um descumprimento.'],
        ],
      },
      {
        heading: 'A IA faz a primeira triagem',
        intro: 'Os atendentes começam de onde a IA parou.',
        items: [
          ['Triagem automática', 'A IA classifica cada chamado por tipo, urgência e sentimento e o encaminha para a equipe certa.'],
          ['Respostas sugeridas', 'Rascunhos de resposta a partir da base de conhecimento e de chamados anteriores, prontos para revisão.'],
          ['Chamados semelhantes', 'Identifique incidentes cedo quando muitas pessoas relatam o mesmo problema.'],
        ],
      },
      {
        heading: 'Um atendimento que conecta a organização',
        intro: 'Trabalhe com as equipes que têm a resposta.',
        items: [
          ['Escalonamentos', 'Escale para engenharia, financeiro ou facilities nos quadros deles, com o chamado vinculado.'],
          ['Gestão de ativos', 'Controle notebooks, licenças e equipamentos e veja o histórico de chamados de cada ativo.'],
          ['Relatórios', 'Volume de chamados, tempo da primeira resposta, satisfação do cliente e carga dos atendentes em painéis ao vivo.'],
        ],
      },
    ],
    story: {
      quote:
        'Substituímos nosso antigo help desk em seis semanas. A triagem com IA faz a primeira separação, e nosso tempo de primeira resposta caiu de oito horas para menos de uma.',
      person: 'Samuel Adeyemi',
      role: 'Gerente de Serviços de TI',
      company: 'Meridian University',
    },
    faq: [
      ['Quais equipes usam o {brand} service?', 'TI, RH, facilities, jurídico e atendimento ao cliente, cada uma com suas próprias filas e portal.'],
      [
        'A IA vê os meus dados?',
        'Os recursos de IA rodam dentro do {brand}; seus dados nunca são usados para treinar modelos para outros clientes. Os administradores podem desativar os recursos de IA.',
      ],
      ['Os clientes podem abrir chamados por e-mail?', 'Sim. Cada fila tem o próprio endereço, e as respostas entram no mesmo chamado.'],
    ],
    cta: { heading: 'Experimente o {brand} service grátis', text: 'Configure sua primeira fila e seu portal em uma tarde.' },
  },
} satisfies Messages['productPages']

/** Portuguese: the CRM, email campaigns and contact sales pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const salesPages = {
  crm: {
    title: '{brand} CRM',
    summary: 'O CRM que a sua equipe de vendas vai usar de verdade: gerencie leads, negócios e contas.',
    overview:
      'O {brand} CRM é o software de gestão de relacionamento com clientes que a sua equipe de vendas vai usar de verdade. Capte leads de todos os canais, avance os negócios em um funil desenhado por você e deixe as automações registrarem e-mails e agendarem follow-ups, para que os vendedores passem o dia vendendo, e não atualizando cadastros.',
    sections: [
      {
        heading: 'Um funil que se encaixa no seu processo de vendas',
        intro: 'Defina suas próprias etapas, campos e tipos de negócio, sem precisar de consultoria.',
        items: [
          ['Gestão de leads', 'Capte leads de formulários, e-mails e anúncios, pontue cada um e encaminhe automaticamente para o vendedor certo.'],
          ['Funil de negócios', 'Arraste negócios entre etapas, veja o valor ponderado de cada uma e identifique num relance os negócios parados.'],
          ['Contatos e contas', 'Todos os e-mails, ligações, reuniões e arquivos de um cliente em uma única linha do tempo.'],
        ],
      },
      {
        heading: 'Automatize a burocracia, não o relacionamento',
        intro: 'Deixe o CRM cuidar da digitação.',
        items: [
          ['Sincronização de e-mail', 'A sincronização bidirecional com Gmail e Outlook registra cada conversa no contato certo.'],
          ['Sequências', 'Envie sequências de follow-up personalizadas que param assim que o cliente em potencial responde.'],
          ['Registro de atividades', 'Ligações, reuniões e tarefas ficam registradas e os lembretes agendados sem sair do negócio.'],
        ],
      },
      {
        heading: 'Previsões com confiança',
        intro: 'Relatórios em que os líderes de vendas confiam, atualizados em tempo real.',
        items: [
          ['Previsão de vendas', 'Preveja por probabilidade de etapa, responsável e trimestre, e compare com as suas metas.'],
          ['Painéis', 'Taxa de conversão, cobertura do funil, velocidade dos negócios e desempenho da equipe em uma só tela.'],
          ['Propostas e faturas', 'Gere propostas com a sua marca a partir de um negócio, com produtos e preços já preenchidos.'],
        ],
      },
      {
        heading: 'Conectado ao resto da empresa',
        intro: 'Feche o ciclo entre vendas, marketing, onboarding e atendimento.',
        items: [
          ['Passagem de bastão', 'Um negócio ganho cria automaticamente o projeto de onboarding na gestão de trabalho.'],
          ['Campanhas de e-mail', 'Envie newsletters e campanhas de nutrição para segmentos do CRM sem exportar listas.'],
          ['Apps para celular', 'Atualize negócios e registre ligações no iOS e no Android entre uma reunião e outra.'],
        ],
      },
    ],
    story: {
      quote:
        'Já no primeiro mês nossos vendedores pararam de manter planilhas próprias. Com o {brand} CRM vemos o funil inteiro toda segunda-feira, e a precisão das nossas previsões subiu de 60% para mais de 90%.',
      person: 'Diego Ramírez',
      role: 'Vice-presidente de Vendas',
      company: 'Brightline Solar',
    },
    faq: [
      [
        'Posso migrar de outro CRM?',
        'Sim. Importe contatos, contas e negócios do Salesforce, HubSpot, Pipedrive ou de qualquer arquivo CSV, mantendo o histórico.',
      ],
      ['O CRM funciona com o meu e-mail?', 'Gmail e Outlook sincronizam nos dois sentidos; e-mails, reuniões e ligações são registrados no contato certo.'],
      ['Como é a cobrança do CRM?', 'Por usuário, com os planos Basic, Standard e Pro e preços Enterprise sob medida. Pagando anualmente, você economiza 20%.'],
      [
        'Os dados dos meus clientes estão seguros?',
        'Os dados são criptografados em trânsito e em repouso, hospedados na região que você escolher e cobertos pelas nossas certificações ISO 27001 e SOC 2 Tipo II.',
      ],
    ],
    cta: { heading: 'Experimente o {brand} CRM grátis', text: 'Grátis por 14 dias, sem cartão de crédito. Importe seus contatos em minutos.' },
  },
  crmFormHeading: 'Veja o CRM em ação',
  crmFormIntro: 'Agende uma demonstração personalizada com um especialista em CRM.',
  emailCampaigns: {
    title: 'Campanhas de e-mail',
    summary: 'Envie campanhas de e-mail do mesmo lugar onde você gerencia seus contatos.',
    overview:
      'Com {brand} Campanhas de e-mail, marketing e vendas enviam newsletters, comunicados e campanhas de nutrição para os contatos que já estão no seu CRM. Crie com um editor de arrastar e soltar, envie na hora certa e veja aberturas, cliques e receita ao lado do resto do seu trabalho de marketing.',
    sections: [
      {
        heading: 'E-mails prontos em minutos',
        intro: 'E-mails bonitos e com a cara da sua marca, sem precisar de designer.',
        items: [
          ['Editor de arrastar e soltar', 'Monte e-mails responsivos com blocos ou comece por um dos 50 modelos.'],
          ['Kit da marca', 'Seu logotipo, suas cores e suas fontes aplicados automaticamente a cada campanha.'],
          ['Assistente de escrita com IA', 'Crie linhas de assunto e textos e teste as variações entre si.'],
        ],
      },
      {
        heading: 'Alcance as pessoas certas',
        intro: 'Segmentos criados com dados do CRM em tempo real.',
        items: [
          ['Segmentos', 'Selecione contatos por etapa do negócio, setor, localização ou engajamento anterior.'],
          ['Jornadas automatizadas', 'Séries de boas-vindas, renovações e campanhas de reengajamento que rodam sozinhas.'],
          ['Gestão de consentimento', 'Opt-in duplo, links de descadastro e centrais de preferências que respeitam a LGPD e o GDPR.'],
        ],
      },
      {
        heading: 'Meça o que importa',
        intro: 'Da taxa de abertura à receita.',
        items: [
          ['Relatórios de campanha', 'Aberturas, cliques, devoluções e descadastros por campanha e por link.'],
          ['Testes A/B', 'Teste assuntos e conteúdos com uma amostra e envie a versão vencedora para todos os demais.'],
          ['Atribuição de receita', 'Veja quais campanhas influenciaram os negócios do funil do seu CRM.'],
        ],
      },
    ],
    story: {
      quote:
        'Marketing e vendas finalmente compartilham uma única lista de contatos. Nossa newsletter agora vai para segmentos criados a partir de negócios em andamento, e a taxa de cliques dobrou em três meses.',
      person: 'Chloé Martin',
      role: 'Gerente de Marketing',
      company: 'Atelier Verde',
    },
    faq: [
      ['Quantos e-mails posso enviar?', 'Cada plano inclui uma cota mensal de envios por usuário; volumes maiores estão disponíveis sob consulta.'],
      [
        'Meus e-mails vão chegar à caixa de entrada?',
        'Configuramos SPF, DKIM e DMARC junto com você e monitoramos a reputação de envio em infraestrutura dedicada.',
      ],
      ['Posso importar meus assinantes atuais?', 'Sim, com os registros de consentimento, a partir de um arquivo CSV ou do Mailchimp.'],
    ],
    cta: { heading: 'Experimente {brand} Campanhas de e-mail grátis', text: 'Envie sua primeira campanha hoje mesmo. Sem cartão de crédito.' },
  },
  contactTitle: 'Falar com vendas',
  contactSummary: 'Conte-nos sobre a sua equipe e encontraremos juntos o plano certo.',
  contactFormHeading: 'Conte-nos sobre a sua equipe',
  contactFormIntro: 'Um especialista em vendas vai ajudar você a encontrar o plano certo e responder às suas perguntas.',
  defaultBody: 'O {brand} deixa todas as equipes alinhadas, do primeiro plano à entrega final.',
  defaultBodyMore: 'Comece com um modelo, convide sua equipe e ajuste o fluxo de trabalho no caminho, sem escrever código.',
} satisfies Messages['salesPages']

/** Portuguese: the privacy policy, terms of service, accessibility statement and cookie policy the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const legalPages = {
  privacy: {
    title: 'Política de privacidade',
    summary: 'O que coletamos, por que coletamos e quais escolhas você tem.',
    intro: [
      'Última atualização: 1º de setembro de 2026',
      'Esta política explica quais dados pessoais a {brand} Ltd. (“{brand}”, “nós”) coleta quando você visita nossos sites, usa nossos produtos ou entra em contato conosco, por que os coletamos, por quanto tempo os guardamos e quais são os seus direitos. A {brand} Ltd., 12 Harbour Street, Londres EC2A 4NE, Reino Unido, é a controladora dos dados aqui descritos. Quando tratamos dados em nome dos nossos clientes dentro do produto, o cliente é o controlador e aplica-se o nosso contrato de tratamento de dados.',
    ],
    sections: [
      {
        heading: 'O que coletamos',
        body: [
          [
            'Dados da conta: seu nome, e-mail profissional, senha (armazenada como hash), empresa, cargo e idioma.',
            'Dados de contato e de vendas: o que você nos informa em formulários, e-mails, ligações e reuniões, como tamanho da equipe, telefone e país.',
            'Dados de uso: páginas visitadas, recursos utilizados, dispositivo, navegador, localização aproximada a partir do seu endereço IP e erros.',
            'Dados de pagamento: endereço de cobrança e os quatro últimos dígitos do seu cartão; os números de cartão são tratados pelo nosso provedor de pagamentos.',
            'Cookies e tecnologias semelhantes, conforme descrito na nossa política de cookies.',
          ],
        ],
      },
      {
        heading: 'Para que os usamos e com qual base legal',
        body: [
          [
            'Para prestar o serviço e dar suporte a você (execução de contrato).',
            'Para manter o serviço seguro, prevenir fraudes e melhorar nossos produtos (nosso legítimo interesse).',
            'Para enviar novidades do produto e comunicações de marketing, que você pode cancelar a qualquer momento (consentimento ou, quando a lei permite, legítimo interesse).',
            'Para cumprir obrigações legais, fiscais e contábeis (obrigação legal).',
          ],
        ],
      },
      {
        heading: 'Com quem os compartilhamos',
        body: [
          'Nunca vendemos dados pessoais. Só os compartilhamos com prestadores de serviço que os tratam em nosso nome, por contrato (hospedagem, envio de e-mails, pagamentos, ferramentas de suporte ao cliente), com as empresas do nosso grupo e com autoridades quando a lei exige. Uma lista atualizada de suboperadores está publicada na nossa central de confiança.',
        ],
      },
      {
        heading: 'Transferências internacionais',
        body: [
          'Os clientes escolhem onde os dados da sua conta ficam hospedados: na União Europeia, nos Estados Unidos ou na Austrália. Quando os dados saem do Espaço Econômico Europeu ou do Reino Unido, nos baseamos em decisões de adequação ou nas cláusulas contratuais padrão da Comissão Europeia, com salvaguardas adicionais.',
        ],
      },
      {
        heading: 'Por quanto tempo os guardamos',
        body: [
          'Os dados da conta são mantidos enquanto a conta existir e excluídos em até 90 dias após o seu encerramento. Os registros de vendas são guardados por até três anos após o nosso último contato; as faturas, pelo prazo exigido pela legislação tributária (normalmente dez anos).',
        ],
      },
      {
        heading: 'Seus direitos',
        body: [
          'Você pode solicitar acesso aos seus dados, sua correção, exclusão, restrição ou portabilidade, e se opor ao seu tratamento, inclusive para marketing direto. Escreva para privacy@orbit.example. Você também pode apresentar uma reclamação à autoridade de proteção de dados do seu país; no Reino Unido, é o Information Commissioner’s Office.',
        ],
      },
      {
        heading: 'Alterações desta política',
        body: [
          'Quando alterarmos esta política de forma relevante, avisaremos nesta página e, no caso de clientes, por e-mail com pelo menos 30 dias de antecedência.',
        ],
      },
    ],
  },
  terms: {
    title: 'Termos de serviço',
    summary: 'Os termos que se aplicam quando você usa a {brand}.',
    intro: [
      'Em vigor desde: 1º de setembro de 2026',
      'Estes termos constituem um acordo entre a {brand} Ltd. e o cliente que cria uma conta ou assina um formulário de pedido (“você”). Ao usar a {brand}, você aceita estes termos em seu próprio nome ou em nome da organização que representa.',
    ],
    sections: [
      {
        heading: '1. O serviço',
        body: [
          'A {brand} oferece software em nuvem para gestão do trabalho, CRM, desenvolvimento de software, gestão de serviços e campanhas de e-mail. Podemos melhorar e alterar recursos; não reduziremos de forma significativa as funcionalidades essenciais de um plano pago durante a sua vigência.',
        ],
      },
      {
        heading: '2. Contas e usuários',
        body: [
          [
            'Você é responsável pelos usuários que convida e por manter as credenciais seguras.',
            'Cada licença é de uma pessoa identificada; as licenças podem ser transferidas, mas não compartilhadas.',
            'É preciso ter pelo menos 16 anos para usar o serviço.',
          ],
        ],
      },
      {
        heading: '3. Planos, preços e renovação',
        body: [
          'Os planos pagos são cobrados antecipadamente, por mês ou por ano, por licença. Eles são renovados automaticamente pelo mesmo período, a menos que sejam cancelados antes da data de renovação. Os preços não incluem impostos. Podemos alterar os preços na renovação com aviso prévio de pelo menos 30 dias.',
        ],
      },
      {
        heading: '4. Seu conteúdo',
        body: [
          'O conteúdo que você coloca no serviço é seu. Você nos concede apenas os direitos necessários para hospedá-lo, tratá-lo e exibi-lo com o único fim de prestar o serviço a você. Você pode exportar seu conteúdo a qualquer momento.',
        ],
      },
      {
        heading: '5. Uso aceitável',
        body: [
          'Você não pode usar o serviço para violar a lei, enviar e-mails em massa não solicitados, infringir direitos de terceiros, sondar ou perturbar nossos sistemas, nem revender o serviço sem o nosso acordo por escrito.',
        ],
      },
      {
        heading: '6. Disponibilidade e suporte',
        body: [
          'Buscamos uma disponibilidade mensal de 99,9%. Os clientes Enterprise recebem um acordo de nível de serviço com créditos de serviço, conforme o seu formulário de pedido.',
        ],
      },
      {
        heading: '7. Responsabilidade',
        body: [
          'Exceto em caso de violação de confidencialidade, das suas obrigações de pagamento e de indenizações, a responsabilidade total de cada parte fica limitada aos valores pagos nos doze meses anteriores à reclamação. Nenhuma das partes responde por perdas indiretas ou consequenciais.',
        ],
      },
      {
        heading: '8. Rescisão',
        body: [
          'Você pode cancelar a qualquer momento; o cancelamento produz efeito no fim do período de cobrança em curso. Podemos suspender, após aviso, contas que violem estes termos, ou imediatamente quando a lei ou a segurança exigirem.',
        ],
      },
      {
        heading: '9. Lei aplicável',
        body: [
          'Estes termos são regidos pelas leis da Inglaterra e do País de Gales; os tribunais de Londres têm competência exclusiva, salvo se a lei do seu país de residência exigir o contrário.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Declaração de acessibilidade',
    summary: 'Nosso compromisso de tornar a {brand} utilizável por todos.',
    intro: [
      'A {brand} tem o compromisso de tornar seu site e seus produtos utilizáveis por todos, incluindo pessoas que usam leitores de tela, navegação por teclado, controle por voz ou ampliação.',
    ],
    sections: [
      {
        heading: 'Situação de conformidade',
        body: [
          'Este site busca estar em conformidade com as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2 no nível AA e com a norma europeia EN 301 549. Ele está parcialmente em conformidade: a maior parte do conteúdo atende à norma, com as exceções listadas abaixo.',
        ],
      },
      {
        heading: 'O que fazemos',
        body: [
          [
            'Todas as páginas passam por verificações automáticas no nosso processo de publicação.',
            'As jornadas principais (cadastro, preços, contato com vendas) são testadas manualmente com NVDA, VoiceOver e apenas com teclado antes de cada versão importante.',
            'Um auditor externo avalia o site uma vez por ano; a última auditoria foi em junho de 2026.',
          ],
        ],
      },
      {
        heading: 'Limitações conhecidas',
        body: [
          [
            'Alguns vídeos antigos do blog e da biblioteca de webinars ainda não têm legendas; vamos adicioná-las até o fim de 2026.',
            'Alguns relatórios em PDF publicados antes de 2025 não estão totalmente marcados; versões acessíveis estão disponíveis mediante solicitação.',
          ],
        ],
      },
      {
        heading: 'Comentários e contato',
        body: [
          'Se encontrar uma barreira, escreva para accessibility@orbit.example ou use o formulário de contato com o suporte. Respondemos em até dois dias úteis e procuramos corrigir as barreiras relatadas em até 30 dias.',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Política de cookies',
    summary: 'Quais cookies a {brand} usa neste site, para que serve cada um e como mudar sua escolha.',
    paragraphs: [
      'Esta política explica quais cookies a {brand} usa neste site, para que serve cada um e por quanto tempo é mantido.',
      'Os cookies necessários fazem o site funcionar e lembram suas escolhas; estão sempre ativos. Os cookies funcionais, de análise e de marketing só são usados se você permitir. No Espaço Econômico Europeu, no Reino Unido e em outros países onde a lei exige, perguntamos antes de usar qualquer um deles. Nos demais, ficam ativos a menos que você os desative, e um navegador que envia o sinal Global Privacy Control fica excluído dos cookies de marketing.',
      'Você pode mudar ou retirar sua escolha a qualquer momento em “Configurações de cookies”, no rodapé de todas as páginas. Ao retirá-la, removemos os cookies das categorias que você desativou. Guardamos um registro de cada escolha (quando foi feita, o país, as categorias e a versão desta política), sem o seu endereço IP nem qualquer detalhe do seu navegador.',
      'Quando esta política mudar de um modo que afete a sua escolha, perguntaremos novamente.',
    ],
    tableHeading: 'Cookies que usamos',
    tableIntro: 'Todos os cookies que este site pode usar, por categoria. Cada um expira no prazo indicado após ser definido.',
  },
} satisfies Messages['legalPages']

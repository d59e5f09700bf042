/** Spanish: the work management, dev and service product pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const productPages = {
  faqHeading: 'Preguntas frecuentes',
  workManagement: {
    title: 'Gestión del trabajo',
    summary: 'Planifica, controla y entrega cualquier proyecto, desde tareas sencillas hasta carteras de toda la empresa.',
    overview:
      'Con {brand} Gestión del trabajo, cada equipo tiene un solo lugar para planificar, ejecutar y hacer seguimiento de su trabajo. Crea tableros para proyectos, solicitudes y procesos, míralos como tabla, Kanban, Gantt o calendario, y deja los traspasos en manos de las automatizaciones: los responsables ven el avance sin tener que perseguir a nadie para pedir novedades.',
    sections: [
      {
        heading: 'Planifica cualquier proyecto a tu manera',
        intro: 'Empieza con una plantilla o un tablero en blanco y adáptalo a cómo ya trabaja tu equipo.',
        items: [
          [
            'Tableros para todo',
            'Proyectos, campañas, solicitudes y procesos, con las columnas que necesitas: responsables, fechas, estados, presupuestos y archivos.',
          ],
          ['Vistas para cada función', 'Cambia entre tabla, Kanban, Gantt, calendario y carga de trabajo sobre los mismos datos, sin copiar nada.'],
          ['Plantillas para empezar rápido', 'Más de 200 plantillas, desde lanzamientos de producto hasta la incorporación de clientes, listas en un clic.'],
        ],
      },
      {
        heading: 'Automatiza el trabajo repetitivo',
        intro: 'Recetas que cualquiera configura en lenguaje sencillo se ocupan de los pasos de siempre.',
        items: [
          [
            'Automatizaciones sin código',
            '«Cuando el estado cambie a Listo, avisa al solicitante y mueve el elemento a Entregado.» Se configura en un minuto.',
          ],
          ['Recordatorios a tiempo', 'Avisos de vencimiento y escalados evitan que un plazo se pase sin que nadie lo note.'],
          ['Integraciones', 'Conecta correo, chat, calendarios, almacenamiento de archivos y más de 70 herramientas que tus equipos ya usan.'],
        ],
      },
      {
        heading: 'Toda la información en tiempo real',
        intro: 'Los paneles reúnen los datos de todos los tableros, así la dirección ve lo importante sin pedir un informe.',
        items: [
          ['Paneles', 'Combina hasta 50 tableros en gráficos, cifras, cronogramas y widgets de carga de trabajo.'],
          ['Vista de cartera', 'Controla presupuestos, riesgos e hitos de todos los proyectos en un único resumen.'],
          ['Equilibrio de carga', 'Descubre quién está saturado y reasigna tareas antes de que se convierta en un problema.'],
        ],
      },
      {
        heading: 'Seguro y preparado para crecer',
        intro: 'De un equipo de cinco personas a una organización de 50 000, con los controles que pide el departamento de TI.',
        items: [
          ['Permisos', 'Permisos por tablero, columna y espacio de trabajo para que la información sensible solo la vea quien debe.'],
          [
            'Seguridad empresarial',
            'SSO, registro de auditoría, residencia de datos en la UE, EE. UU. o Australia y certificaciones ISO 27001 y SOC 2 Tipo II.',
          ],
          ['Invitados', 'Invita a clientes y colaboradores externos a los tableros en los que trabajan, y a nada más.'],
        ],
      },
    ],
    story: {
      quote:
        'En un trimestre pasamos 40 equipos de hojas de cálculo y tres herramientas distintas a {brand}. Las reuniones de seguimiento bajaron de una hora a quince minutos por semana, porque todos ven ya el mismo tablero.',
      person: 'Hannah Okafor',
      role: 'Directora de la PMO',
      company: 'Northwind Logistics',
    },
    faq: [
      [
        '¿Cuánto se tarda en empezar?',
        'La mayoría de los equipos crea su primer tablero con una plantilla en menos de diez minutos. Las implantaciones más grandes suelen llevar de dos a seis semanas con ayuda de nuestro equipo de incorporación o de un partner certificado.',
      ],
      [
        '¿Puedo importar mis proyectos actuales?',
        'Sí. Importa desde Excel, CSV, Google Sheets, Trello, Asana y Jira, con las columnas asignadas automáticamente.',
      ],
      [
        '¿Hay un plan gratuito?',
        'Sí. El plan Free es gratis para siempre hasta dos usuarios. Los planes de pago incluyen 14 días de prueba gratuita, sin tarjeta de crédito.',
      ],
      ['¿En qué idiomas está disponible {brand}?', 'El producto está disponible en 14 idiomas y cada persona elige el suyo.'],
    ],
    cta: { heading: 'Prueba {brand} gratis', text: 'Sin tarjeta de crédito. Tu primer tablero, listo en minutos.' },
  },
  dev: {
    title: '{brand} dev',
    summary: 'Planifica sprints, sigue los errores y publica versiones con todo tu equipo de producto.',
    overview:
      '{brand} dev reúne a product managers, ingenieros y diseñadores en una sola plataforma: hojas de ruta, sprints, errores y versiones, conectados con el código. Desde el ingeniero hasta la dirección general, todos saben qué sale y cuándo, sin otra reunión de seguimiento.',
    sections: [
      {
        heading: 'Hojas de ruta que todos pueden seguir',
        intro: 'Conecta la estrategia con el trabajo que la hace realidad.',
        items: [
          ['Hojas de ruta de producto', 'Planifica iniciativas y epics en un cronograma y comparte una vista de solo lectura con toda la empresa.'],
          ['Peticiones de funciones', 'Recoge comentarios de clientes y equipos y priorízalos según su impacto y esfuerzo.'],
          ['Planificación de capacidad', 'Ajusta la hoja de ruta a las personas disponibles antes de comprometerte con una fecha.'],
        ],
      },
      {
        heading: 'Sprints sin burocracia',
        intro: 'Ceremonias ágiles que duran minutos, no horas.',
        items: [
          ['Planificación de sprints', 'Pasa elementos del backlog al sprint, estímalos con puntos de historia y arranca.'],
          ['Burndown y velocidad', 'Los gráficos se actualizan con cada avance, así sabes a mitad de sprint si el objetivo sigue a tu alcance.'],
          ['Retrospectivas', 'Un tablero integrado para lo que fue bien, lo que no y las acciones acordadas.'],
        ],
      },
      {
        heading: 'Errores controlados desde el aviso hasta la versión',
        intro: 'Clasifica rápido y mantén informados a los clientes.',
        items: [
          ['Seguimiento de errores', 'Gravedad, pasos para reproducirlo, capturas de pantalla y un responsable para cada error.'],
          ['Integración con Git', 'Vincula commits y pull requests de GitHub y GitLab; los elementos avanzan cuando se fusiona el código.'],
          ['Notas de la versión', 'Genera las notas de la versión a partir de sus elementos, listas para publicar.'],
        ],
      },
    ],
    story: {
      quote:
        'Ingeniería, producto y soporte por fin miran la misma lista de errores. La mediana del tiempo para corregir un error crítico bajó de nueve días a dos.',
      person: 'Mei Lin Chen',
      role: 'Directora de Ingeniería',
      company: 'Quantia Health',
    },
    faq: [
      [
        '¿{brand} dev sustituye a Jira?',
        'Muchos equipos dejan Jira por completo; otros sincronizan ambos en los dos sentidos con nuestra integración de Jira mientras hacen el cambio.',
      ],
      ['¿Con qué plataformas de código os integráis?', 'GitHub, GitLab y Bitbucket, tanto en la nube como autoalojados.'],
      [
        '¿Lo pueden usar personas que no son ingenieras?',
        'Sí. Ventas, soporte y dirección siguen las hojas de ruta y piden funciones sin aprender una herramienta de ingeniería.',
      ],
    ],
    cta: { heading: 'Prueba {brand} dev gratis', text: 'Planifica tu próximo sprint en minutos. Sin tarjeta de crédito.' },
  },
  service: {
    title: '{brand} service',
    summary: 'Resuelve tickets más rápido con una gestión de servicios impulsada por IA.',
    overview:
      '{brand} service es un service desk con IA para equipos de TI, recursos humanos y atención al cliente. Las solicitudes llegan por correo, portal o chat, la IA las clasifica y las asigna, y los agentes las resuelven junto con todos los equipos que necesiten en la misma plataforma.',
    sections: [
      {
        heading: 'Todas las solicitudes en una sola cola',
        intro: 'Se acabaron las peticiones perdidas en bandejas de entrada y conversaciones de chat.',
        items: [
          ['Tickets omnicanal', 'Correo, portal web, chat y formularios crean tickets en la misma cola.'],
          [
            'Portal de autoservicio',
            'Un portal con tu marca y una base de conocimientos responde a las preguntas habituales antes de que se conviertan en tickets.',
          ],
          ['SLA', 'Objetivos de respuesta y resolución por prioridad, con avisos antes de un incumplimiento.'],
        ],
      },
      {
        heading: 'La IA hace la primera revisión',
        intro: 'Los agentes empiezan donde termina la IA.',
        items: [
          ['Clasificación automática', 'La IA clasifica cada ticket por tipo, urgencia y tono, y lo envía al equipo adecuado.'],
          [
            'Respuestas sugeridas',
            'Borradores de respuesta basados en tu base de conocimientos y en tickets anteriores, listos para que un agente los revise.',
          ],
          ['Tickets similares', 'Detecta incidencias a tiempo cuando muchas personas informan del mismo problema.'],
        ],
      },
      {
        heading: 'Un servicio que conecta a toda la organización',
        intro: 'Trabaja con los equipos que tienen la respuesta.',
        items: [
          ['Escalados', 'Escala a ingeniería, finanzas o mantenimiento en sus propios tableros, con el ticket vinculado.'],
          ['Gestión de activos', 'Controla portátiles, licencias y equipos, y consulta el historial de tickets de cada activo.'],
          ['Informes', 'Volumen de tickets, tiempo de primera respuesta, satisfacción del cliente y carga de los agentes en paneles en directo.'],
        ],
      },
    ],
    story: {
      quote:
        'Sustituimos nuestro antiguo helpdesk en seis semanas. La IA se encarga de la primera clasificación y nuestro tiempo de primera respuesta bajó de ocho horas a menos de una.',
      person: 'Samuel Adeyemi',
      role: 'Responsable de Servicios de TI',
      company: 'Meridian University',
    },
    faq: [
      ['¿Qué equipos usan {brand} service?', 'TI, recursos humanos, mantenimiento, legal y atención al cliente, cada uno con sus propias colas y su portal.'],
      [
        '¿La IA ve mis datos?',
        'Las funciones de IA se ejecutan dentro de {brand}; tus datos nunca se usan para entrenar modelos de otros clientes. Los administradores pueden desactivar las funciones de IA.',
      ],
      ['¿Los clientes pueden enviar tickets por correo?', 'Sí. Cada cola tiene su propia dirección y las respuestas se añaden al mismo ticket.'],
    ],
    cta: { heading: 'Prueba {brand} service gratis', text: 'Configura tu primera cola y tu portal en una tarde.' },
  },
} satisfies Messages['productPages']

/** Spanish: the use-case pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const useCasePages = {
  hr: {
    title: 'Gestión de RR. HH.',
    summary: 'Selección, incorporación y solicitudes de los empleados, todo en orden.',
    overview:
      'Los equipos de RR. HH. gestionan la selección, la incorporación y las solicitudes de los empleados en {brand}: cada candidato, cada nueva incorporación y cada solicitud en un tablero, con automatizaciones para el papeleo y paneles para planificar la plantilla.',
    sections: [
      {
        heading: 'Contrata a las personas adecuadas, más rápido',
        intro: 'Un proceso de selección que tus responsables de contratación mantendrán al día.',
        items: [
          [
            'Embudo de candidatos',
            'Sigue a cada candidato desde la candidatura hasta la oferta, con todas las valoraciones de las entrevistas en un solo lugar.',
          ],
          ['Programación de entrevistas', 'Las integraciones con el calendario reservan entrevistas sin intercambios interminables de correos.'],
          ['Aprobación de ofertas', 'Las ofertas llegan automáticamente a finanzas y a la dirección para su aprobación.'],
        ],
      },
      {
        heading: 'Una incorporación que se siente personal',
        intro: 'Un plan para cada nueva incorporación, listo antes del primer día.',
        items: [
          ['Listas de incorporación', 'TI, servicios generales y el responsable reciben sus tareas en cuanto se confirma una contratación.'],
          ['Portal de bienvenida', 'Las nuevas incorporaciones ven su plan de la primera semana, su mentor y las políticas que necesitan.'],
          ['Seguimiento del progreso', 'Comprueba quién ha terminado la incorporación y quién necesita una mano.'],
        ],
      },
      {
        heading: 'Responde a las solicitudes de los empleados',
        intro: 'Vacaciones, equipos y dudas sobre políticas en una sola cola.',
        items: [
          ['Formularios de solicitud', 'Los empleados piden lo que necesitan mediante un formulario; RR. HH. ve todas las solicitudes en un tablero.'],
          ['Tableros confidenciales', 'Los casos delicados solo son visibles para quienes los gestionan.'],
          ['Paneles de RR. HH.', 'Plantilla, tiempo de contratación y volumen de solicitudes de un vistazo.'],
        ],
      },
    ],
    story: {
      quote: 'Incorporamos a 60 personas al mes en cuatro países. Con {brand}, cada nueva incorporación tiene portátil, cuentas y mentor desde el primer día.',
      person: 'Priya Nair',
      role: 'Directora de People Operations',
      company: 'Lumen Travel',
    },
    faq: [
      [
        '¿Los datos de los empleados se mantienen privados?',
        'Sí. Los tableros privados, los permisos por columna y los registros de auditoría hacen que los datos personales solo los vea RR. HH.',
      ],
      [
        '¿Se puede conectar con nuestro sistema de RR. HH.?',
        'Las integraciones con BambooHR, Workday y Personio mantienen sincronizados los datos de los empleados.',
      ],
      [
        '¿Hay una plantilla para empezar?',
        'Sí: las plantillas de proceso de selección, lista de incorporación y solicitudes de empleados están listas para usar.',
      ],
    ],
    cta: {
      heading: 'Prueba {brand} para RR. HH. gratis',
      text: 'Empieza con la plantilla de incorporación y ten listo hoy el plan de tu próxima contratación.',
    },
  },
  teamManagement: {
    title: 'Gestión de equipos',
    summary: 'Sabe quién trabaja en qué y equilibra la carga de trabajo.',
    overview:
      'Sabe quién está trabajando en qué, equilibra la carga de trabajo y mantén a tu equipo centrado en lo que importa. {brand} ofrece a los responsables una imagen en tiempo real del trabajo de su equipo, sin necesidad de microgestionar.',
    sections: [
      {
        heading: 'El trabajo de todos de un vistazo',
        intro: 'Una sola vista de cada tarea asignada, plazo y prioridad.',
        items: [
          ['Mi trabajo', 'Cada persona ve sus tareas de todos los tableros, ordenadas por fecha de vencimiento.'],
          ['Tableros de equipo', 'Objetivos, proyectos y trabajo recurrente de todo el equipo en un solo lugar.'],
          ['Actualizaciones de estado', 'Comentarios y novedades en el propio elemento, no dispersos por el chat.'],
        ],
      },
      {
        heading: 'Equilibra la carga de trabajo',
        intro: 'Detecta la sobrecarga antes de que se convierta en agotamiento.',
        items: [
          ['Vista de carga de trabajo', 'Consulta la capacidad de cada persona por semana y arrastra tareas a quien tenga margen.'],
          ['Control de tiempo', 'Entiende en qué se va el tiempo y estima mejor la próxima vez.'],
          ['Ausencias', 'Festivos y vacaciones junto al calendario de trabajo.'],
        ],
      },
      {
        heading: 'Reuniones más útiles',
        intro: 'Menos informes de estado, más decisiones.',
        items: [
          ['Reuniones individuales', 'Un tablero de agenda compartido con cada colaborador directo.'],
          ['Objetivos y OKR', 'Vincula el trabajo diario con los objetivos trimestrales y sigue el progreso.'],
          ['Paneles', 'El progreso semanal para tu informe a la dirección, generado automáticamente.'],
        ],
      },
    ],
    story: {
      quote: 'Antes dedicaba las mañanas de los lunes a recopilar novedades. Ahora abro el panel y paso esa hora con mi equipo.',
      person: 'Jonas Weber',
      role: 'Responsable de Customer Success',
      company: 'Fjord Analytics',
    },
    faq: [
      [
        '¿Qué tamaño puede tener un equipo?',
        'De dos personas a miles; los espacios de trabajo y los permisos mantienen ordenadas incluso las grandes organizaciones.',
      ],
      ['¿Puede cada persona ver solo su propio trabajo?', 'Sí. Con los permisos decides quién ve y edita cada tablero.'],
      ['¿Funciona en el móvil?', 'Sí, con apps para iOS y Android y notificaciones de lo que requiere atención.'],
    ],
    cta: { heading: 'Prueba {brand} gratis', text: 'Invita a tu equipo y crea tu primer tablero en minutos.' },
  },
  creativeAgencies: {
    title: 'Para agencias creativas',
    summary: 'Gestiona briefings, aprobaciones y producción creativa.',
    overview:
      'Las agencias creativas gestionan briefings, producción y aprobaciones en {brand}. Mantén cada proyecto de cliente dentro de plazo, recoge comentarios sobre la propia pieza y descubre qué cuentas son rentables.',
    sections: [
      {
        heading: 'Del briefing a la entrega',
        intro: 'Cada proyecto y cada cliente, a tiempo.',
        items: [
          ['Briefings creativos', 'Un formulario de briefing crea el proyecto con tareas, responsables y plazos.'],
          ['Calendarios de producción', 'Cronogramas de Gantt con dependencias entre diseño, redacción y desarrollo.'],
          ['Planificación de recursos', 'Comprueba qué diseñadores estarán libres la semana que viene antes de aceptar un nuevo encargo.'],
        ],
      },
      {
        heading: 'Aprobaciones sin cadenas de correos',
        intro: 'Los comentarios, donde está el trabajo.',
        items: [
          ['Revisión de pruebas', 'Los clientes comentan directamente sobre imágenes, PDF y vídeos.'],
          ['Flujos de aprobación', 'Cada versión pasa automáticamente al siguiente revisor una vez aprobada.'],
          ['Clientes invitados', 'Los clientes ven sus propios proyectos y nada más.'],
        ],
      },
      {
        heading: 'Conoce tus márgenes',
        intro: 'Rentabilidad por cliente y por proyecto.',
        items: [
          ['Control de tiempo', 'Registra horas por proyecto, separando el tiempo facturable del no facturable.'],
          ['Presupuestos', 'Compara el gasto con el presupuesto de cada proyecto a medida que avanza el trabajo.'],
          ['Paneles para clientes', 'Comparte informes de progreso con tus clientes en un solo enlace.'],
        ],
      },
    ],
    story: {
      quote:
        'Las aprobaciones de los clientes nos costaban una semana de correos. Con la revisión de pruebas de {brand}, la mayoría de las piezas se aprueban en un día.',
      person: 'Olivia Brooks',
      role: 'Directora general',
      company: 'Kite & Key Creative',
    },
    faq: [
      ['¿Los clientes pueden usarlo sin pagar?', 'Sí. En los planes de pago, los invitados se unen gratis y solo ven los tableros que compartes con ellos.'],
      ['¿Podemos registrar las horas facturables?', 'Sí, con el control de tiempo del plan Pro y exportaciones para facturar.'],
      ['¿Se integra con Adobe Creative Cloud?', 'Sí; las piezas y los comentarios se sincronizan con nuestra integración de Adobe.'],
    ],
    cta: { heading: 'Prueba {brand} para agencias gratis', text: 'Empieza con la plantilla de producción creativa.' },
  },
  clientProjectManagement: {
    title: 'Gestión de proyectos de clientes',
    summary: 'Entrega a tiempo el trabajo de tus clientes y mantenlos informados.',
    overview:
      'Entrega los proyectos de tus clientes a tiempo y dentro del presupuesto, manteniéndolos siempre informados. {brand} ofrece a los equipos de servicios un solo lugar para el alcance, el calendario, las horas y la comunicación con el cliente.',
    sections: [
      {
        heading: 'Planifica el proyecto',
        intro: 'Un plan repetible para cada cliente.',
        items: [
          ['Plantillas de proyecto', 'Convierte tu mejor proyecto en una plantilla con fases, tareas e hitos.'],
          ['Hitos', 'Fechas clave y entregables compartidos con el cliente.'],
          ['Dependencias', 'Comprueba cómo un retraso en una fase desplaza todo lo demás.'],
        ],
      },
      {
        heading: 'Mantén informados a tus clientes',
        intro: 'Transparencia sin trabajo extra.',
        items: [
          ['Portales de cliente', 'Los clientes ven el progreso, aprueban entregables y añaden peticiones.'],
          ['Vistas compartibles', 'Envía un cronograma de solo lectura que siempre está al día.'],
          ['Actualizaciones automáticas', 'Un correo semanal de resumen para el cliente, redactado a partir del tablero.'],
        ],
      },
      {
        heading: 'Protege tu margen',
        intro: 'Detecta a tiempo las desviaciones de alcance.',
        items: [
          ['Seguimiento del presupuesto', 'Horas y costes previstos frente a reales por proyecto.'],
          ['Solicitudes de cambio', 'Registra y aprueba los cambios antes de empezar a trabajar en ellos.'],
          ['Panel de cartera', 'Todos los proyectos de clientes, con su estado y su margen.'],
        ],
      },
    ],
    story: {
      quote: 'A nuestros clientes les encanta el cronograma compartido, y nuestros jefes de proyecto se ahorran medio día a la semana en informes.',
      person: 'Rafael Souza',
      role: 'Director de entrega',
      company: 'Bluepeak Consulting',
    },
    faq: [
      ['¿Los clientes pueden ver solo su propio proyecto?', 'Sí. Los invitados solo ven los tableros que compartes con ellos.'],
      ['¿Puedo usar mi propia marca?', 'Los formularios y portales para clientes llevan tu logotipo y tus colores.'],
      ['¿Permite facturar?', 'Exporta las horas a tu herramienta de facturación o conecta QuickBooks y Xero.'],
    ],
    cta: { heading: 'Prueba {brand} para proyectos de clientes gratis', text: 'Empieza con la plantilla de proyecto de cliente.' },
  },
  productManagement: {
    title: 'Gestión de producto',
    summary: 'Hojas de ruta, opiniones y lanzamientos en un solo lugar.',
    overview:
      'Los equipos de producto planifican hojas de ruta, recogen opiniones y coordinan lanzamientos en {brand}, con ingeniería, diseño y marketing trabajando sobre el mismo plan.',
    sections: [
      {
        heading: 'Hojas de ruta siempre al día',
        intro: 'Estrategia y ejecución en un solo lugar.',
        items: [
          ['Cronogramas de la hoja de ruta', 'Planifica trimestres y versiones; las fechas se actualizan a medida que avanza el trabajo.'],
          ['Priorización', 'Puntúa las ideas por alcance, impacto, confianza y esfuerzo.'],
          ['Vistas para las partes interesadas', 'Comparte una hoja de ruta de solo lectura con ventas y la dirección.'],
        ],
      },
      {
        heading: 'Escucha a tus clientes',
        intro: 'Opiniones que llegan a la hoja de ruta.',
        items: [
          ['Recepción de opiniones', 'Las peticiones de soporte, ventas y formularios llegan a un mismo tablero.'],
          ['Peticiones vinculadas', 'Relaciona peticiones con funcionalidades y avisa a los clientes cuando se publiquen.'],
          ['Repositorio de investigación', 'Notas de entrevistas y hallazgos, con búsqueda por temas.'],
        ],
      },
      {
        heading: 'Lanza con todos los equipos',
        intro: 'Lanzamientos sin sorpresas.',
        items: [
          ['Listas de lanzamiento', 'Tareas de marketing, soporte y ventas para cada versión.'],
          ['Calendario de versiones', 'Consulta qué se publica y cuándo, en todos los productos.'],
          ['Paneles de lanzamiento', 'Adopción y opiniones después del lanzamiento.'],
        ],
      },
    ],
    story: {
      quote: 'Nuestra hoja de ruta era una diapositiva que se quedaba obsoleta en una semana. Ahora es un tablero vivo que sigue toda la empresa.',
      person: 'Aiko Tanaka',
      role: 'Group Product Manager',
      company: 'Sora Mobility',
    },
    faq: [
      ['¿Funciona con las herramientas de ingeniería?', 'Sí. Sincroniza con Jira, GitHub y GitLab, o lleva la ingeniería en {brand} dev.'],
      [
        '¿Podemos mantener algunos planes en privado?',
        'Sí. Los tableros privados y los permisos mantienen los planes iniciales dentro del equipo de producto.',
      ],
      ['¿Hay una plantilla de hoja de ruta?', 'Sí, varias: hoja de ruta trimestral, plan de versiones y peticiones de funcionalidades.'],
    ],
    cta: { heading: 'Prueba {brand} para equipos de producto gratis', text: 'Empieza con la plantilla de hoja de ruta de producto.' },
  },
  agile: {
    title: 'Gestión ágil de proyectos',
    summary: 'Sprints, backlogs y retrospectivas para equipos ágiles.',
    overview:
      'Los equipos ágiles gestionan sprints, backlogs y retrospectivas en {brand}, con la flexibilidad de trabajar con Scrum, Kanban o una combinación de ambos, y con informes que el resto de la empresa entiende.',
    sections: [
      {
        heading: 'Backlogs y sprints',
        intro: 'Todo lo que necesita un equipo Scrum.',
        items: [
          ['Refinamiento del backlog', 'Prioriza, estima y divide historias con todo el equipo.'],
          ['Tableros de sprint', 'Planifica el sprint y síguelo en un tablero Kanban.'],
          ['Puntos de historia', 'Estima el trabajo y observa la evolución de la velocidad.'],
        ],
      },
      {
        heading: 'Kanban para un flujo constante',
        intro: 'Limita el trabajo en curso y mejora el flujo.',
        items: [
          ['Límites de WIP', 'Las columnas avisan cuando hay demasiado trabajo en curso.'],
          ['Tiempo de ciclo', 'Descubre cuánto tarda el trabajo desde que empieza hasta que se termina.'],
          ['Carriles', 'Agrupa por prioridad, responsable o tipo de trabajo.'],
        ],
      },
      {
        heading: 'Mejora continua',
        intro: 'Aprende de cada iteración.',
        items: [
          ['Tablero de retrospectiva', 'Recoge lo que ha ido bien y lo que hay que cambiar, y asigna acciones.'],
          ['Gráficos de burndown', 'Sigue cada día el avance hacia el objetivo del sprint.'],
          ['Paneles de equipo', 'Velocidad, cambios de alcance y errores por sprint.'],
        ],
      },
    ],
    story: {
      quote:
        'Tenemos doce equipos Scrum trabajando en {brand}. La planificación nos lleva la mitad de tiempo que antes, y la dirección por fin lee nuestros informes de sprint.',
      person: 'Lukas Nowak',
      role: 'Coach ágil',
      company: 'Vistula Bank',
    },
    faq: [
      ['¿Scrum o Kanban?', 'Ambos. Usa sprints, flujo Kanban o una combinación según el equipo.'],
      ['¿Podemos escalar la agilidad a varios equipos?', 'Sí. Los tableros de cartera y los paneles reúnen el trabajo de varios equipos y programas.'],
      ['¿Hay una plantilla de sprint?', 'Sí: se incluyen plantillas de planificación de sprint, backlog y retrospectiva.'],
    ],
    cta: { heading: 'Prueba {brand} para equipos ágiles gratis', text: 'Empieza hoy tu primer sprint.' },
  },
  productionManagement: {
    title: 'Gestión de la producción',
    summary: 'Planifica la producción, sigue los pedidos y gestiona el inventario.',
    overview:
      'Fabricantes y equipos de producción planifican tandas, siguen pedidos y gestionan el inventario en {brand}, conectando la planta con ventas y compras.',
    sections: [
      {
        heading: 'Planifica la producción',
        intro: 'Un calendario en el que todos confían.',
        items: [
          ['Calendario de producción', 'Planifica las tandas en un diagrama de Gantt con máquinas y turnos.'],
          ['Capacidad', 'Consulta la carga de cada línea y turno antes de aceptar un pedido.'],
          ['Listas de materiales', 'Vincula cada pedido con las piezas que necesita.'],
        ],
      },
      {
        heading: 'Sigue cada pedido',
        intro: 'De la orden de compra a la entrega.',
        items: [
          ['Seguimiento de pedidos', 'El estado de cada pedido, actualizado desde la planta con el móvil.'],
          ['Controles de calidad', 'Listas de comprobación y fotos para cada inspección.'],
          ['Gestión de proveedores', 'Órdenes de compra y fechas de entrega por proveedor.'],
        ],
      },
      {
        heading: 'Controla el inventario',
        intro: 'El stock adecuado en el momento adecuado.',
        items: [
          ['Tablero de inventario', 'Niveles de stock por artículo y ubicación.'],
          ['Alertas de reposición', 'Las automatizaciones avisan cuando el stock baja de su mínimo.'],
          ['Panel de operaciones', 'Producción, retrasos y stock de un vistazo.'],
        ],
      },
    ],
    story: {
      quote: 'Ahora ventas puede ver dónde está cada pedido sin llamar a la fábrica. Las entregas a tiempo pasaron del 78 % al 95 %.',
      person: 'Marco Bianchi',
      role: 'Director de operaciones',
      company: 'Officine Rossi',
    },
    faq: [
      ['¿Sustituye a nuestro ERP?', 'No. {brand} funciona junto a tu ERP y sincroniza pedidos y stock mediante integraciones o la API.'],
      ['¿Puede usarlo el personal de planta?', 'Sí, en tabletas y móviles, con formularios sencillos para las actualizaciones.'],
      ['¿Hay una plantilla de producción?', 'Sí: plantillas de planificación de la producción, seguimiento de pedidos e inventario.'],
    ],
    cta: { heading: 'Prueba {brand} para producción gratis', text: 'Empieza con la plantilla de planificación de la producción.' },
  },
} satisfies Messages['useCasePages']

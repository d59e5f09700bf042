/** Spanish: the CRM, email campaigns and contact sales pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const salesPages = {
  crm: {
    title: '{brand} CRM',
    summary: 'El CRM que tu equipo de ventas usará de verdad: gestiona leads, oportunidades y cuentas.',
    overview:
      '{brand} CRM es el software de gestión de clientes que tu equipo comercial usará de verdad. Capta leads de todos los canales, mueve las oportunidades por un pipeline diseñado por ti y deja que las automatizaciones registren correos y programen seguimientos, para que tus comerciales dediquen el día a vender y no a actualizar fichas.',
    sections: [
      {
        heading: 'Un pipeline que se adapta a tu proceso de ventas',
        intro: 'Define tus propias etapas, campos y tipos de oportunidad, sin consultores.',
        items: [
          ['Gestión de leads', 'Capta leads de formularios web, correo y anuncios, puntúalos y asígnalos automáticamente al comercial adecuado.'],
          [
            'Pipeline de oportunidades',
            'Arrastra oportunidades entre etapas, consulta el valor ponderado de cada una y detecta de un vistazo las que están estancadas.',
          ],
          ['Contactos y cuentas', 'Cada correo, llamada, reunión y archivo de un cliente en una única línea de tiempo.'],
        ],
      },
      {
        heading: 'Automatiza la gestión, no la relación',
        intro: 'Deja que el CRM se encargue de introducir los datos.',
        items: [
          ['Sincronización de correo', 'La sincronización bidireccional con Gmail y Outlook registra cada conversación en el contacto correcto.'],
          ['Secuencias', 'Envía secuencias de seguimiento personalizadas que se detienen en cuanto el cliente potencial responde.'],
          ['Registro de actividad', 'Llamadas, reuniones y tareas quedan registradas y los recordatorios programados sin salir de la oportunidad.'],
        ],
      },
      {
        heading: 'Previsiones con confianza',
        intro: 'Informes en los que confían los directores de ventas, actualizados en tiempo real.',
        items: [
          ['Previsión de ventas', 'Prevé por probabilidad de etapa, comercial y trimestre, y compárala con tus objetivos.'],
          ['Paneles', 'Tasa de cierre, cobertura del pipeline, velocidad de las oportunidades y rendimiento del equipo en una sola pantalla.'],
          ['Presupuestos y facturas', 'Genera presupuestos con tu marca desde una oportunidad, con productos y precios ya incluidos.'],
        ],
      },
      {
        heading: 'Conectado con el resto del negocio',
        intro: 'Cierra el círculo entre ventas, marketing, incorporación y servicio.',
        items: [
          ['Traspasos', 'Una oportunidad ganada crea automáticamente el proyecto de incorporación en la gestión del trabajo.'],
          ['Campañas de correo', 'Envía newsletters y campañas de nutrición a segmentos del CRM sin exportar listas.'],
          ['Apps móviles', 'Actualiza oportunidades y registra llamadas desde iOS y Android entre reunión y reunión.'],
        ],
      },
    ],
    story: {
      quote:
        'En el primer mes nuestros comerciales dejaron de llevar sus propias hojas de cálculo. Con {brand} CRM vemos todo el pipeline cada lunes, y la precisión de nuestras previsiones pasó del 60 % a más del 90 %.',
      person: 'Diego Ramírez',
      role: 'Vicepresidente de Ventas',
      company: 'Brightline Solar',
    },
    faq: [
      [
        '¿Puedo migrar desde otro CRM?',
        'Sí. Importa contactos, cuentas y oportunidades desde Salesforce, HubSpot, Pipedrive o cualquier archivo CSV, conservando el historial.',
      ],
      [
        '¿El CRM funciona con mi correo?',
        'Gmail y Outlook se sincronizan en ambos sentidos; correos, reuniones y llamadas se registran en el contacto correcto.',
      ],
      [
        '¿Cuánto cuesta el CRM?',
        'Se paga por usuario, con los planes Basic, Standard y Pro y precios Enterprise a medida. Pagando anualmente ahorras un 20 %.',
      ],
      [
        '¿Están seguros los datos de mis clientes?',
        'Los datos se cifran en tránsito y en reposo, se alojan en la región que elijas y están cubiertos por nuestras certificaciones ISO 27001 y SOC 2 Tipo II.',
      ],
    ],
    cta: { heading: 'Prueba {brand} CRM gratis', text: 'Gratis durante 14 días, sin tarjeta de crédito. Importa tus contactos en minutos.' },
  },
  crmFormHeading: 'Mira el CRM en acción',
  crmFormIntro: 'Reserva una demostración personalizada con un experto en CRM.',
  emailCampaigns: {
    title: 'Campañas de correo',
    summary: 'Envía campañas de correo desde el mismo lugar donde gestionas tus contactos.',
    overview:
      '{brand} Campañas de correo permite a marketing y ventas enviar newsletters, anuncios y campañas de nutrición a los contactos que ya están en tu CRM. Diseña con un editor de arrastrar y soltar, envía en el momento justo y consulta aperturas, clics e ingresos junto al resto de tu trabajo de marketing.',
    sections: [
      {
        heading: 'Diseña correos en minutos',
        intro: 'Correos atractivos y fieles a tu marca, sin necesidad de diseñador.',
        items: [
          ['Editor de arrastrar y soltar', 'Crea correos adaptables a partir de bloques o empieza con una de nuestras 50 plantillas.'],
          ['Kit de marca', 'Tu logotipo, tus colores y tus tipografías se aplican automáticamente a cada campaña.'],
          ['Asistente de redacción con IA', 'Redacta asuntos y textos y prueba unas variantes frente a otras.'],
        ],
      },
      {
        heading: 'Llega a las personas adecuadas',
        intro: 'Segmentos creados con datos del CRM en tiempo real.',
        items: [
          ['Segmentos', 'Dirígete a contactos según la etapa de la oportunidad, el sector, la ubicación o su interacción previa.'],
          ['Recorridos automatizados', 'Series de bienvenida, renovaciones y campañas de reactivación que funcionan solas.'],
          ['Gestión del consentimiento', 'Doble opt-in, enlaces de baja y centros de preferencias que respetan el RGPD.'],
        ],
      },
      {
        heading: 'Mide lo que importa',
        intro: 'De la tasa de apertura a los ingresos.',
        items: [
          ['Informes de campaña', 'Aperturas, clics, rebotes y bajas por campaña y por enlace.'],
          ['Pruebas A/B', 'Prueba asuntos y contenidos con una muestra y envía la versión ganadora al resto.'],
          ['Atribución de ingresos', 'Descubre qué campañas influyeron en las oportunidades de tu pipeline del CRM.'],
        ],
      },
    ],
    story: {
      quote:
        'Marketing y ventas por fin comparten una única lista de contactos. Nuestra newsletter llega ahora a segmentos creados a partir de oportunidades reales, y la tasa de clics se duplicó en tres meses.',
      person: 'Chloé Martin',
      role: 'Responsable de Marketing',
      company: 'Atelier Verde',
    },
    faq: [
      ['¿Cuántos correos puedo enviar?', 'Cada plan incluye un volumen de envío mensual por usuario; hay volúmenes mayores disponibles bajo petición.'],
      [
        '¿Llegarán mis correos a la bandeja de entrada?',
        'Configuramos contigo SPF, DKIM y DMARC y supervisamos la reputación de envío en una infraestructura dedicada.',
      ],
      ['¿Puedo importar mis suscriptores actuales?', 'Sí, con sus registros de consentimiento, desde un archivo CSV o desde Mailchimp.'],
    ],
    cta: { heading: 'Prueba {brand} Campañas de correo gratis', text: 'Envía tu primera campaña hoy mismo. Sin tarjeta de crédito.' },
  },
  contactTitle: 'Contactar con ventas',
  contactSummary: 'Cuéntanos cómo es tu equipo y encontraremos juntos el plan adecuado.',
  contactFormHeading: 'Cuéntanos sobre tu equipo',
  contactFormIntro: 'Un experto de ventas te ayudará a elegir el plan adecuado y responderá a tus preguntas.',
  defaultBody: '{brand} mantiene a todos los equipos en sintonía, desde el primer plan hasta la entrega final.',
  defaultBodyMore: 'Empieza con una plantilla, invita a tu equipo y da forma al flujo de trabajo sobre la marcha, sin escribir código.',
} satisfies Messages['salesPages']

/** Spanish: the privacy policy, terms of service, accessibility statement and cookie policy the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const legalPages = {
  privacy: {
    title: 'Política de privacidad',
    summary: 'Qué datos recopilamos, por qué y qué opciones tiene.',
    intro: [
      'Última actualización: 1 de septiembre de 2026',
      'Esta política explica qué datos personales recopila {brand} Ltd. («{brand}», «nosotros») cuando visita nuestros sitios web, utiliza nuestros productos o se pone en contacto con nosotros, por qué los recopilamos, cuánto tiempo los conservamos y qué derechos tiene. {brand} Ltd., 12 Harbour Street, Londres EC2A 4NE, Reino Unido, es el responsable del tratamiento de los datos aquí descritos. Cuando tratamos datos por cuenta de nuestros clientes dentro del producto, el cliente es el responsable y se aplica nuestro acuerdo de encargo del tratamiento.',
    ],
    sections: [
      {
        heading: 'Qué datos recopilamos',
        body: [
          [
            'Datos de la cuenta: su nombre, correo electrónico profesional, contraseña (guardada como hash), empresa, cargo e idioma.',
            'Datos de contacto y de ventas: lo que nos cuenta en formularios, correos, llamadas y reuniones, como el tamaño del equipo, el teléfono y el país.',
            'Datos de uso: páginas visitadas, funciones utilizadas, dispositivo, navegador, ubicación aproximada según su dirección IP y errores.',
            'Datos de pago: dirección de facturación y los cuatro últimos dígitos de su tarjeta; los números de tarjeta los gestiona nuestro proveedor de pagos.',
            'Cookies y tecnologías similares, tal como se describe en nuestra política de cookies.',
          ],
        ],
      },
      {
        heading: 'Para qué los usamos y con qué base jurídica',
        body: [
          [
            'Para prestar el servicio y darle soporte (ejecución de un contrato).',
            'Para mantener la seguridad del servicio, prevenir el fraude y mejorar nuestros productos (nuestro interés legítimo).',
            'Para enviarle novedades del producto y comunicaciones comerciales, que puede dejar de recibir en cualquier momento (consentimiento o, cuando la ley lo permite, interés legítimo).',
            'Para cumplir obligaciones legales, fiscales y contables (obligación legal).',
          ],
        ],
      },
      {
        heading: 'Con quién los compartimos',
        body: [
          'Nunca vendemos datos personales. Solo los compartimos con proveedores que los tratan por nuestra cuenta bajo contrato (alojamiento, envío de correo, pagos, herramientas de atención al cliente), con las empresas de nuestro grupo y con las autoridades cuando la ley lo exige. Publicamos una lista actualizada de subencargados en nuestro centro de confianza.',
        ],
      },
      {
        heading: 'Transferencias internacionales',
        body: [
          'Los clientes eligen dónde se alojan los datos de su cuenta: en la Unión Europea, en los Estados Unidos o en Australia. Cuando los datos salen del Espacio Económico Europeo o del Reino Unido, nos basamos en decisiones de adecuación o en las cláusulas contractuales tipo de la Comisión Europea, con garantías adicionales.',
        ],
      },
      {
        heading: 'Cuánto tiempo los conservamos',
        body: [
          'Conservamos los datos de la cuenta mientras esta exista y los eliminamos en los 90 días siguientes a su cierre. Los registros de ventas se guardan hasta tres años después de nuestro último contacto, y las facturas durante el plazo que exige la normativa fiscal (normalmente diez años).',
        ],
      },
      {
        heading: 'Sus derechos',
        body: [
          'Puede solicitar el acceso a sus datos, su rectificación, supresión, limitación o portabilidad, y oponerse a su tratamiento, también con fines de mercadotecnia directa. Escríbanos a privacy@orbit.example. También puede presentar una reclamación ante su autoridad de protección de datos; en el Reino Unido es la Information Commissioner’s Office.',
        ],
      },
      {
        heading: 'Cambios en esta política',
        body: [
          'Cuando modifiquemos esta política de forma relevante, lo anunciaremos en esta página y, a los clientes, por correo electrónico con al menos 30 días de antelación.',
        ],
      },
    ],
  },
  terms: {
    title: 'Condiciones del servicio',
    summary: 'Las condiciones que se aplican cuando utiliza {brand}.',
    intro: [
      'Vigentes desde: 1 de septiembre de 2026',
      'Estas condiciones constituyen un acuerdo entre {brand} Ltd. y el cliente que crea una cuenta o firma un formulario de pedido («usted»). Al utilizar {brand}, acepta estas condiciones en su propio nombre o en el de la organización a la que representa.',
    ],
    sections: [
      {
        heading: '1. El servicio',
        body: [
          '{brand} ofrece software en la nube para gestión del trabajo, CRM, desarrollo de software, gestión de servicios y campañas de correo electrónico. Podemos mejorar y cambiar funciones, pero no reduciremos de forma sustancial las funciones esenciales de un plan de pago durante su vigencia.',
        ],
      },
      {
        heading: '2. Cuentas y usuarios',
        body: [
          [
            'Usted es responsable de los usuarios que invite y de mantener seguras las credenciales.',
            'Cada licencia corresponde a una persona concreta; las licencias pueden reasignarse, pero no compartirse.',
            'Debe tener al menos 16 años para utilizar el servicio.',
          ],
        ],
      },
      {
        heading: '3. Planes, tarifas y renovación',
        body: [
          'Los planes de pago se facturan por adelantado, mensual o anualmente, por licencia. Se renuevan automáticamente por el mismo periodo salvo que se cancelen antes de la fecha de renovación. Los precios no incluyen impuestos. Podemos cambiar los precios en la renovación con un preaviso mínimo de 30 días.',
        ],
      },
      {
        heading: '4. Su contenido',
        body: [
          'El contenido que introduce en el servicio es suyo. Nos concede únicamente los derechos necesarios para alojarlo, tratarlo y mostrarlo con el fin de prestarle el servicio. Puede exportar su contenido en cualquier momento.',
        ],
      },
      {
        heading: '5. Uso aceptable',
        body: [
          'No puede utilizar el servicio para infringir la ley, enviar correo masivo no solicitado, vulnerar derechos de terceros, sondear o perturbar nuestros sistemas ni revender el servicio sin nuestro acuerdo por escrito.',
        ],
      },
      {
        heading: '6. Disponibilidad y soporte',
        body: [
          'Nuestro objetivo es una disponibilidad mensual del 99,9 %. Los clientes Enterprise reciben un acuerdo de nivel de servicio con créditos de servicio, según lo establecido en su formulario de pedido.',
        ],
      },
      {
        heading: '7. Responsabilidad',
        body: [
          'Salvo en caso de incumplimiento de la confidencialidad, de sus obligaciones de pago y de las indemnizaciones, la responsabilidad total de cada parte se limita a las tarifas pagadas en los doce meses anteriores a la reclamación. Ninguna de las partes responde de daños indirectos o consecuentes.',
        ],
      },
      {
        heading: '8. Resolución',
        body: [
          'Puede cancelar en cualquier momento; la cancelación surte efecto al final del periodo de facturación en curso. Podemos suspender, previo aviso, las cuentas que incumplan estas condiciones, o de inmediato cuando la ley o la seguridad lo exijan.',
        ],
      },
      {
        heading: '9. Legislación aplicable',
        body: [
          'Estas condiciones se rigen por las leyes de Inglaterra y Gales; los tribunales de Londres tienen competencia exclusiva, salvo que la ley de su país de residencia disponga otra cosa.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Declaración de accesibilidad',
    summary: 'Nuestro compromiso para que todo el mundo pueda usar {brand}.',
    intro: [
      '{brand} se compromete a que su sitio web y sus productos puedan usarlos todas las personas, incluidas las que utilizan lectores de pantalla, navegación por teclado, control por voz o ampliación.',
    ],
    sections: [
      {
        heading: 'Situación de cumplimiento',
        body: [
          'Este sitio web aspira a cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA y la norma europea EN 301 549. Es parcialmente conforme: la mayor parte del contenido cumple la norma, con las excepciones que se indican a continuación.',
        ],
      },
      {
        heading: 'Qué hacemos',
        body: [
          [
            'Cada página se somete a comprobaciones automáticas en nuestro proceso de publicación.',
            'Los recorridos clave (registro, precios, contacto con ventas) se prueban a mano con NVDA, VoiceOver y solo con teclado antes de cada versión importante.',
            'Un auditor externo revisa el sitio una vez al año; la última auditoría fue en junio de 2026.',
          ],
        ],
      },
      {
        heading: 'Limitaciones conocidas',
        body: [
          [
            'Algunos vídeos antiguos del blog y de la biblioteca de webinars aún no tienen subtítulos; los añadiremos antes de que termine 2026.',
            'Algunos informes en PDF publicados antes de 2025 no están completamente etiquetados; hay versiones accesibles disponibles a petición.',
          ],
        ],
      },
      {
        heading: 'Comentarios y contacto',
        body: [
          'Si encuentra una barrera, escriba a accessibility@orbit.example o utilice el formulario de contacto con soporte. Respondemos en un plazo de dos días hábiles y procuramos corregir las barreras notificadas en 30 días.',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Política de cookies',
    summary: 'Qué cookies instala {brand} en este sitio web, para qué sirve cada una y cómo cambiar su elección.',
    paragraphs: [
      'Esta política explica qué cookies instala {brand} en este sitio web, para qué sirve cada una y cuánto tiempo se conserva.',
      'Las cookies necesarias hacen que el sitio funcione y recuerdan sus preferencias; siempre están activas. Las cookies funcionales, de análisis y de marketing solo se instalan si usted lo permite. En el Espacio Económico Europeo, el Reino Unido y otros países donde la ley lo exige, le preguntamos antes de instalar cualquiera de ellas. En el resto, están activas salvo que las desactive, y un navegador que envía la señal Global Privacy Control queda excluido de las cookies de marketing.',
      'Puede cambiar o retirar su elección en cualquier momento con «Configuración de cookies», al pie de cada página. Al retirarla se eliminan las cookies de las categorías que haya desactivado. Guardamos un registro de cada elección (cuándo se hizo, el país, las categorías y la versión de esta política), sin su dirección IP ni ningún dato de su navegador.',
      'Cuando esta política cambie de un modo que afecte a su elección, se lo volveremos a preguntar.',
    ],
    tableHeading: 'Cookies que utilizamos',
    tableIntro: 'Todas las cookies que puede instalar este sitio, por categoría. Cada una caduca el tiempo indicado después de instalarse.',
  },
} satisfies Messages['legalPages']

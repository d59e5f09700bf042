/** Spanish: what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard:
    'Un tablero de proyecto en el producto de gestión del trabajo: tareas en grupos, cada una con su responsable, un estado de color, una fecha límite y una prioridad.',
  kanban: 'Un tablero Kanban: tarjetas de tareas con etiquetas y responsables en columnas, desde pendiente hasta hecho.',
  gantt: 'Un diagrama de Gantt: tareas del proyecto como barras a lo largo de ocho semanas, con dependencias, hitos y una línea para hoy.',
  dashboard:
    'Un panel: cuatro cifras clave, un gráfico de barras del trabajo hecho cada mes con una línea de tendencia, un desglose por estado y la carga de trabajo de cada persona.',
  crmPipeline: 'El embudo de ventas del CRM: oportunidades como tarjetas en etapas, desde nuevo contacto hasta ganada, cada una con su valor y responsable.',
  campaignEditor:
    'El editor de campañas de correo: bloques de contenido, el correo en diseño con su banner y su botón, y las tasas de apertura y de clics del último envío.',
  marketingBoard:
    'El tablero de campañas de un equipo de marketing: piezas de contenido en grupos, cada una con su responsable, un estado de color, una fecha de publicación y un canal.',
  devSprint: 'El tablero de sprint del producto dev: un gráfico de trabajo pendiente sobre historias y errores con puntos, que avanzan del backlog a hecho.',
  serviceTickets:
    'La cola de tickets del centro de servicio: recuentos de abiertos, pendientes y resueltos sobre tickets con solicitante, prioridad, estado y tiempo restante.',
} satisfies Messages['pictures']

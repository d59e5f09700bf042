/*
 * Block picker thumbnails as SVG, showing each block's shape. tests/unit/block-thumbnails.test.ts checks the files under
 * public/nhp/admin/blocks are these drawings and writes them with UPDATE_BLOCK_THUMBNAILS=1.
 */

const WIDTH = 480
const HEIGHT = 320

const INK = '#323338'
const LINE = '#c3c6d4'
const SOFT = '#e6e9ef'
const ACCENT = '#6161ff'
const IMAGE = '#a9c6f5'

type Shape = string

const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 4): Shape =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"/>`

const circle = (cx: number, cy: number, r: number, fill: string): Shape => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`

const text = (x: number, y: number, width: number, height = 8, fill = LINE): Shape => rect(x, y, width, height, fill, height / 2)

const heading = (x: number, y: number, width: number): Shape => text(x, y, width, 14, INK)

const picture = (x: number, y: number, width: number, height: number): Shape =>
  [
    rect(x, y, width, height, IMAGE, 6),
    `<path d="M${x + width * 0.1} ${y + height * 0.85} L${x + width * 0.4} ${y + height * 0.45} L${x + width * 0.6} ${y + height * 0.7} L${x + width * 0.72} ${y + height * 0.55} L${x + width * 0.9} ${y + height * 0.85} Z" fill="#ffffff" opacity="0.8"/>`,
    circle(x + width * 0.75, y + height * 0.28, Math.min(width, height) * 0.08, '#ffffff'),
  ].join('')

const button = (x: number, y: number, width = 80, primary = true): Shape =>
  primary
    ? rect(x, y, width, 22, ACCENT, 11)
    : `<rect x="${x + 0.75}" y="${y + 0.75}" width="${width - 1.5}" height="20.5" rx="10.25" fill="none" stroke="${ACCENT}" stroke-width="1.5"/>`

const card = (x: number, y: number, width: number, height: number): Shape =>
  `<rect x="${x + 0.5}" y="${y + 0.5}" width="${width - 1}" height="${height - 1}" rx="6" fill="#ffffff" stroke="${SOFT}"/>`

function svg(title: string, shapes: Shape[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    rect(0, 0, WIDTH, HEIGHT, '#f6f7fb', 0),
    ...shapes,
    '</svg>',
    '',
  ].join('\n')
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index)

const columns = (count: number, y: number, height: number, inside: (x: number, y: number, width: number) => Shape[]): Shape[] => {
  const gap = 16
  const width = (WIDTH - 64 - gap * (count - 1)) / count
  return range(count).flatMap((index) => {
    const x = 32 + index * (width + gap)
    return [card(x, y, width, height), ...inside(x, y, width)]
  })
}

export const BLOCK_DRAWINGS = {
  hero: {
    alt: 'Hero: a large heading, a sentence, two buttons and an image beside them',
    svg: svg('Hero block', [
      heading(32, 70, 190),
      heading(32, 92, 150),
      text(32, 124, 200),
      text(32, 140, 170),
      button(32, 172, 90),
      button(132, 172, 80, false),
      picture(262, 48, 186, 224),
    ]),
  },
  richText: {
    alt: 'Rich text: a heading and paragraphs of text',
    svg: svg('Rich text block', [
      heading(64, 48, 200),
      ...range(5).map((line) => text(64, 84 + line * 16, line === 4 ? 220 : 352)),
      ...range(4).map((line) => text(64, 186 + line * 16, line === 3 ? 160 : 352)),
    ]),
  },
  featureGrid: {
    alt: 'Feature grid: a heading over three columns, each an icon, a title and a line of text',
    svg: svg('Feature grid block', [
      heading(140, 36, 200),
      text(110, 60, 260),
      ...columns(3, 96, 180, (x, y, width) => [
        circle(x + 28, y + 34, 14, ACCENT),
        text(x + 14, y + 66, width * 0.6, 10, INK),
        text(x + 14, y + 88, width - 28),
        text(x + 14, y + 104, width * 0.7),
      ]),
    ]),
  },
  productCards: {
    alt: 'Product cards: a heading over three cards, each with a title, text and a link',
    svg: svg('Product cards block', [
      heading(140, 36, 200),
      ...columns(3, 76, 210, (x, y, width) => [
        rect(x + 1, y + 1, width - 2, 8, ACCENT, 4),
        text(x + 14, y + 32, width * 0.55, 12, INK),
        text(x + 14, y + 58, width - 28),
        text(x + 14, y + 74, width - 40),
        text(x + 14, y + 90, width * 0.5),
        button(x + 14, y + 166, width - 28, false),
      ]),
    ]),
  },
  pricingTable: {
    alt: 'Pricing table: plans side by side, each with a price, a button and features; the middle one highlighted',
    svg: svg('Pricing table block', [
      heading(150, 28, 180),
      ...columns(3, 62, 236, (x, y, width) => [
        ...(x > 150 && x < 250
          ? [`<rect x="${x + 1}" y="${y + 1}" width="${width - 2}" height="${236 - 2}" rx="6" fill="none" stroke="${ACCENT}" stroke-width="2"/>`]
          : []),
        text(x + 14, y + 20, width * 0.5, 10, INK),
        text(x + 14, y + 44, width * 0.45, 18, INK),
        button(x + 14, y + 76, width - 28),
        ...range(5).map((line) => [circle(x + 19, y + 124 + line * 20, 4, ACCENT), text(x + 30, y + 120 + line * 20, width - 60)].join('')),
      ]),
    ]),
  },
  logoWall: {
    alt: 'Logo wall: a heading over two rows of customer logos',
    svg: svg('Logo wall block', [
      heading(140, 56, 200),
      ...range(2).flatMap((row) => range(4).map((index) => rect(48 + index * 100, 120 + row * 70, 84, 40, LINE, 8))),
    ]),
  },
  customerStory: {
    alt: 'Customer story: a large quote with the person, their company and a photo',
    svg: svg('Customer story block', [
      `<text x="40" y="112" font-family="Georgia, serif" font-size="96" fill="${ACCENT}">“</text>`,
      heading(56, 110, 230),
      heading(56, 132, 200),
      heading(56, 154, 150),
      circle(72, 214, 16, LINE),
      text(98, 204, 110, 10, INK),
      text(98, 220, 140),
      rect(56, 256, 70, 24, SOFT, 6),
      picture(318, 60, 130, 200),
    ]),
  },
  teamPicker: {
    alt: 'Team picker: a question over a row of team buttons, one chosen, and an industry list',
    svg: svg('Team picker block', [
      heading(120, 60, 240),
      text(150, 88, 180),
      button(52, 130, 80),
      button(142, 130, 80, false),
      button(232, 130, 80, false),
      button(322, 130, 100, false),
      card(160, 190, 160, 30),
      `<path d="M296 202 l6 6 l6 -6" fill="none" stroke="${INK}" stroke-width="2"/>`,
    ]),
  },
  callToAction: {
    alt: 'Call to action: a coloured band with a heading, a sentence and a button',
    svg: svg('Call to action block', [
      rect(32, 80, 416, 160, ACCENT, 12),
      text(140, 118, 200, 14, '#ffffff'),
      text(120, 146, 240, 8, '#d9d9ff'),
      rect(190, 182, 100, 26, '#ffffff', 13),
    ]),
  },
  faq: {
    alt: 'FAQ: a heading over a list of questions, the first one open with its answer',
    svg: svg('FAQ block', [
      heading(64, 32, 160),
      card(64, 66, 352, 84),
      text(80, 82, 220, 10, INK),
      `<path d="M392 84 l8 8 l8 -8" fill="none" stroke="${INK}" stroke-width="2"/>`,
      text(80, 108, 300),
      text(80, 124, 240),
      ...range(3).flatMap((index) => [
        card(64, 160 + index * 46, 352, 38),
        text(80, 174 + index * 46, 200 - index * 20, 10, INK),
        `<path d="M392 ${176 + index * 46} l8 8 l8 -8" fill="none" stroke="${INK}" stroke-width="2"/>`,
      ]),
    ]),
  },
  mediaBlock: {
    alt: 'Media: one wide image with a caption under it',
    svg: svg('Media block', [picture(48, 36, 384, 216), text(150, 270, 180)]),
  },
  templateGallery: {
    alt: 'Template gallery: a heading over a grid of template previews with a link to see more',
    svg: svg('Template gallery block', [
      heading(32, 28, 180),
      text(372, 32, 76, 8, ACCENT),
      ...range(2).flatMap((row) =>
        range(3).flatMap((index) => {
          const x = 32 + index * 144
          const y = 60 + row * 126
          return [card(x, y, 128, 114), picture(x + 8, y + 8, 112, 66), text(x + 8, y + 84, 80, 8, INK), text(x + 8, y + 98, 56)]
        }),
      ),
    ]),
  },
  formBlock: {
    alt: 'Form: a heading and the form’s labelled fields with a send button',
    svg: svg('Form block', [
      heading(112, 28, 200),
      text(112, 54, 256),
      ...range(4).flatMap((index) => [
        text(112, 82 + index * 46, 70, 6, INK),
        rect(112, 92 + index * 46, 256, 26, '#ffffff', 4),
        `<rect x="112.5" y="${92.5 + index * 46}" width="255" height="25" rx="4" fill="none" stroke="${LINE}"/>`,
      ]),
      button(112, 272, 110),
    ]),
  },
  cookieTable: {
    alt: 'Cookie table: a heading and a table of cookies with their category and expiry',
    svg: svg('Cookie table block', [
      heading(32, 32, 170),
      text(32, 58, 300),
      rect(32, 86, 416, 28, SOFT, 4),
      ...range(3).map((column) => text(44 + column * 140, 96, 70, 8, INK)),
      ...range(5).flatMap((row) => [
        `<line x1="32" x2="448" y1="${146 + row * 32}" y2="${146 + row * 32}" stroke="${SOFT}"/>`,
        ...range(3).map((column) => text(44 + column * 140, 126 + row * 32, 60 + ((row + column) % 3) * 20)),
      ]),
    ]),
  },
  openPositions: {
    alt: 'Open positions: a heading over a list of jobs, each with its team, location and an apply link',
    svg: svg('Open positions block', [
      heading(32, 32, 180),
      ...range(4).flatMap((row) => [
        card(32, 68 + row * 60, 416, 50),
        text(48, 80 + row * 60, 170, 10, INK),
        text(48, 98 + row * 60, 120),
        text(232, 98 + row * 60, 80),
        text(372, 88 + row * 60, 56, 8, ACCENT),
      ]),
    ]),
  },
  articleList: {
    alt: 'Article list: a search box over a list of articles, each with its title, date and excerpt, and page links under it',
    svg: svg('Article list block', [
      heading(32, 32, 160),
      rect(32, 60, 300, 24, '#ffffff', 12),
      button(344, 61, 70),
      ...range(3).flatMap((row) => [text(32, 104 + row * 56, 220, 10, ACCENT), text(32, 122 + row * 56, 110), text(32, 136 + row * 56, 360)]),
      ...range(3).map((page) => rect(188 + page * 36, 280, 24, 22, page === 0 ? ACCENT : SOFT, 6)),
    ]),
  },
} as const satisfies Record<string, { alt: string; svg: string }>

export type DrawnBlockSlug = keyof typeof BLOCK_DRAWINGS

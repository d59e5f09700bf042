/** Board screens, each drawn in the work area of `appWindow`. */
import { type Area, FAINT, INK, MUTED, PEOPLE, STATUS, type Status, type Size, appWindow, avatar, pill, rect, textBar, tint, widths } from './svg'

const ROW_STATUSES: Status[] = ['done', 'working', 'stuck', 'done', 'review', 'working', 'idle', 'done']

function table(area: Area, groups: string[], columns: { width: number; kind: 'person' | 'status' | 'date' | 'priority' | 'check' }[], seed: number): string {
  const nameWidth = area.width * 0.34
  const rowHeight = 34
  const names = widths(seed, 16, nameWidth * 0.35, nameWidth * 0.8)
  let y = area.y + 12
  let out = ''
  groups.forEach((colour, group) => {
    out += textBar(area.x, y, 150, 10, colour)
    y += 24
    out += rect(area.x, y, area.width, rowHeight, tint(colour, 0.92), 4)
    let x = area.x + nameWidth
    for (const column of columns) {
      out += textBar(x + column.width * 0.25, y + 13, column.width * 0.5, 7, MUTED)
      x += column.width
    }
    y += rowHeight
    const rows = group === 0 ? 4 : 3
    for (let row = 0; row < rows; row++) {
      const index = group * 4 + row
      out += rect(area.x, y, 5, rowHeight - 2, colour, 2)
      out += textBar(area.x + 16, y + 13, names[index]!, 8, '#6b7390')
      out += rect(area.x, y + rowHeight - 1, area.width, 1, FAINT)
      let cx = area.x + nameWidth
      for (const column of columns) {
        const status = ROW_STATUSES[(index + seed) % ROW_STATUSES.length]!
        if (column.kind === 'person') out += avatar(cx + column.width / 2, y + rowHeight / 2, 12, PEOPLE[(index + seed) % PEOPLE.length]!)
        if (column.kind === 'status') out += pill(cx + 3, y + 3, column.width - 6, rowHeight - 7, STATUS[status])
        if (column.kind === 'date') out += textBar(cx + column.width * 0.2, y + 13, column.width * 0.6, 8, '#9aa1b9')
        if (column.kind === 'check') {
          const box = 18
          const [x, top] = [cx + (column.width - box) / 2, y + (rowHeight - box) / 2]
          out +=
            status === 'done'
              ? rect(x, top, box, box, STATUS.done, 4) +
                `<path d="M${x + 4} ${top + 9}L${x + 8} ${top + 13}L${x + 14} ${top + 5}" stroke="#ffffff" stroke-width="2.5" fill="none" stroke-linecap="round"/>`
              : rect(x, top, box, box, '#ffffff', 4, `stroke="${MUTED}" stroke-width="2"`)
        }
        if (column.kind === 'priority') {
          const priority = ['#401694', '#5559df', '#579bfc'][(index + seed) % 3]!
          out += pill(cx + 3, y + 3, column.width - 6, rowHeight - 7, priority)
        }
        cx += column.width
      }
      y += rowHeight
    }
    y += 18
  })
  return out
}

export function boardTable(size: Size, accent: string): string {
  return appWindow(size, accent, (area) => {
    const column = (area.width * 0.66) / 4
    return table(
      area,
      [accent, '#00c875'],
      [
        { width: column * 0.7, kind: 'person' },
        { width: column * 1.15, kind: 'status' },
        { width: column, kind: 'date' },
        { width: column * 1.15, kind: 'priority' },
      ],
      1,
    )
  })
}

export function ticketQueue(size: Size, accent: string): string {
  return appWindow(size, accent, (area) => {
    const column = (area.width * 0.66) / 4
    const summary = [STATUS.stuck, STATUS.working, STATUS.done]
      .map(
        (colour, i) =>
          rect(area.x + i * (area.width / 3), area.y + 4, area.width / 3 - 12, 46, tint(colour, 0.85), 8) +
          textBar(area.x + i * (area.width / 3) + 14, area.y + 14, 40, 14, colour) +
          textBar(area.x + i * (area.width / 3) + 14, area.y + 34, 90, 6, MUTED),
      )
      .join('')
    return (
      summary +
      table(
        { ...area, y: area.y + 56, height: area.height - 56 },
        [accent, '#579bfc'],
        [
          { width: column * 0.7, kind: 'person' },
          { width: column * 1.15, kind: 'priority' },
          { width: column * 1.15, kind: 'status' },
          { width: column, kind: 'date' },
        ],
        2,
      )
    )
  })
}

/** A new joiner's checklist: who they are and how far along, then the tasks before day one and in the first week. */
export function onboardingChecklist(size: Size, accent: string): string {
  return appWindow(size, accent, (area) => {
    const column = (area.width * 0.66) / 4
    const joiner =
      rect(area.x, area.y + 4, area.width, 58, tint(accent, 0.9), 10) +
      avatar(area.x + 34, area.y + 33, 18, PEOPLE[2]!) +
      textBar(area.x + 64, area.y + 20, 140, 10, INK) +
      textBar(area.x + 64, area.y + 38, 90, 7, MUTED) +
      rect(area.x + area.width * 0.55, area.y + 27, area.width * 0.4, 12, '#ffffff', 6) +
      rect(area.x + area.width * 0.55, area.y + 27, area.width * 0.4 * 0.6, 12, STATUS.done, 6)
    return (
      joiner +
      table(
        { ...area, y: area.y + 66, height: area.height - 66 },
        [accent, STATUS.done],
        [
          { width: column * 0.6, kind: 'check' },
          { width: column * 0.7, kind: 'person' },
          { width: column, kind: 'date' },
          { width: column * 1.3, kind: 'status' },
        ],
        3,
      )
    )
  })
}

function columns(area: Area, heads: string[], seed: number, card: (x: number, y: number, width: number, index: number) => string): string {
  const gap = 16
  const width = (area.width - gap * (heads.length - 1)) / heads.length
  const counts = [3, 4, 2, 3, 2]
  return heads
    .map((colour, column) => {
      const x = area.x + column * (width + gap)
      let out = rect(x, area.y + 4, width, area.height - 4, '#f3f4f8', 10) + rect(x, area.y + 4, width, 6, colour, 3)
      out += textBar(x + 14, area.y + 22, width * 0.45, 9, INK) + rect(x + width - 38, area.y + 18, 24, 16, tint(colour, 0.75), 8)
      const cardHeight = Math.min(92, (area.height - 60) / 4 - 10)
      for (let i = 0; i < counts[(column + seed) % counts.length]!; i++) {
        const y = area.y + 48 + i * (cardHeight + 10)
        out += rect(x + 10, y + 2, width - 20, cardHeight, '#1f26400f', 8)
        out += rect(x + 10, y, width - 20, cardHeight, '#ffffff', 8)
        out += card(x + 10, y, width - 20, column * 5 + i)
      }
      return out
    })
    .join('')
}

export function kanban(size: Size, accent: string): string {
  return appWindow(size, accent, (area) => {
    const titles = widths(4, 25, 60, 150)
    return columns(area, [STATUS.idle, STATUS.working, STATUS.review, STATUS.done], 0, (x, y, width, index) => {
      const tag = [accent, STATUS.stuck, STATUS.review, STATUS.done][index % 4]!
      return (
        textBar(x + 12, y + 14, Math.min(titles[index]!, width - 30), 8, '#59607a') +
        textBar(x + 12, y + 30, Math.min(titles[index + 1]! * 0.6, width - 40), 7, MUTED) +
        rect(x + 12, y + 48, 54, 16, tint(tag, 0.75), 8) +
        avatar(x + width - 22, y + 56, 11, PEOPLE[index % PEOPLE.length]!)
      )
    })
  })
}

export function sprintBoard(size: Size, accent: string): string {
  return appWindow(size, accent, (area) => {
    const chartHeight = 86
    const ideal = `M${area.x + 16} ${area.y + 16}L${area.x + area.width * 0.5} ${area.y + chartHeight - 10}`
    const actual = `M${area.x + 16} ${area.y + 16}L${area.x + area.width * 0.12} ${area.y + 30}L${area.x + area.width * 0.22} ${area.y + 28}L${area.x + area.width * 0.32} ${area.y + 52}L${area.x + area.width * 0.4} ${area.y + 60}`
    const chart =
      rect(area.x, area.y + 4, area.width * 0.52, chartHeight, '#f3f4f8', 10) +
      `<path d="${ideal}" stroke="${MUTED}" stroke-width="3" stroke-dasharray="8 6" fill="none"/>` +
      `<path d="${actual}" stroke="${accent}" stroke-width="4" fill="none" stroke-linejoin="round"/>` +
      [0, 1, 2]
        .map((i) => {
          const x = area.x + area.width * 0.56 + i * (area.width * 0.148)
          return (
            rect(x, area.y + 4, area.width * 0.135, chartHeight, tint([accent, STATUS.review, STATUS.stuck][i]!, 0.86), 10) +
            textBar(x + 14, area.y + 24, 36, 18, [accent, STATUS.review, STATUS.stuck][i]!) +
            textBar(x + 14, area.y + 56, 64, 7, MUTED)
          )
        })
        .join('')
    const board = columns(
      { ...area, y: area.y + chartHeight + 20, height: area.height - chartHeight - 20 },
      [MUTED, STATUS.working, STATUS.review, STATUS.done],
      1,
      (x, y, width, index) => {
        const bug = index % 3 === 1
        return (
          rect(x + 12, y + 12, 16, 16, bug ? STATUS.stuck : accent, 4) +
          textBar(x + 36, y + 16, Math.min(80 + (index % 4) * 22, width - 50), 8, '#59607a') +
          rect(x + 12, y + 38, 26, 16, '#eceef5', 8) +
          textBar(x + 20, y + 43, 10, 6, INK) +
          avatar(x + width - 22, y + 46, 10, PEOPLE[(index + 2) % PEOPLE.length]!)
        )
      },
    )
    return chart + board
  })
}

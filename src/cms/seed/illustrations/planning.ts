import { FAINT, INK, MUTED, PEOPLE, STATUS, type Size, appWindow, avatar, circle, rect, textBar, tint, widths } from './svg'

export function gantt(size: Size, accent: string): string {
  return appWindow(size, accent, (area) => {
    const listWidth = area.width * 0.24
    const chartX = area.x + listWidth
    const chartWidth = area.width - listWidth
    const weeks = 8
    const week = chartWidth / weeks
    const rowHeight = 42
    const names = widths(9, 12, listWidth * 0.35, listWidth * 0.75)
    let out = rect(area.x, area.y + 4, area.width, 30, '#f3f4f8', 6)
    for (let w = 0; w < weeks; w++) {
      out += textBar(chartX + w * week + week * 0.3, area.y + 15, week * 0.4, 7, MUTED)
      out += rect(chartX + w * week, area.y + 34, 1, area.height - 34, FAINT)
    }
    const tasks: [number, number, string][] = [
      [0, 1.6, accent],
      [1.2, 2.2, accent],
      [2.8, 1.4, STATUS.working],
      [3.4, 2.4, STATUS.working],
      [4.2, 1.2, STATUS.review],
      [5, 2.2, STATUS.review],
      [6, 1.6, STATUS.done],
      [6.6, 1.2, STATUS.done],
    ]
    const rows = Math.min(tasks.length, Math.floor((area.height - 50) / rowHeight))
    for (let i = 0; i < rows; i++) {
      const [start, length, colour] = tasks[i]!
      const y = area.y + 44 + i * rowHeight
      out += rect(area.x + 8, y + 12, 10, 10, colour, 3) + textBar(area.x + 28, y + 13, names[i]!, 8, '#59607a')
      out += rect(area.x, y + rowHeight - 1, area.width, 1, FAINT)
      const x = chartX + start * week
      const barWidth = length * week
      out += rect(x, y + 8, barWidth, 24, tint(colour, 0.55), 12)
      out += rect(x, y + 8, barWidth * (i < 3 ? 1 : i < 5 ? 0.5 : 0.15), 24, colour, 12)
      out += avatar(x + barWidth - 12, y + 20, 10, PEOPLE[i % PEOPLE.length]!)
      if (i < rows - 1) {
        const [nextStart] = tasks[i + 1]!
        const fromX = x + barWidth
        const toX = chartX + nextStart * week
        out += `<path d="M${fromX} ${y + 20}h10V${y + rowHeight + 20}H${Math.max(toX - 2, fromX + 10)}" stroke="#9aa1b9" stroke-width="1.5" fill="none"/>`
      }
    }
    for (const at of [3, 7.8]) {
      const x = chartX + at * week
      const y = area.y + 44 + rows * rowHeight - 8
      out += `<path d="M${x} ${y - 12}l12 12l-12 12l-12 -12Z" fill="${INK}"/>`
    }
    const today = chartX + 3.7 * week
    out += rect(today - 1, area.y + 34, 2, area.height - 34, STATUS.stuck) + circle(today, area.y + 34, 5, STATUS.stuck)
    return out
  })
}

export function dashboard(size: Size, accent: string): string {
  return appWindow(size, accent, (area) => {
    const gap = 16
    const kpiWidth = (area.width - gap * 3) / 4
    const kpiColours = [accent, STATUS.done, STATUS.working, STATUS.review]
    let out = kpiColours
      .map((colour, i) => {
        const x = area.x + i * (kpiWidth + gap)
        return (
          rect(x, area.y + 4, kpiWidth, 84, '#f6f7fb', 10) +
          textBar(x + 16, area.y + 20, kpiWidth * 0.5, 7, MUTED) +
          textBar(x + 16, area.y + 40, kpiWidth * 0.4, 20, INK) +
          rect(x + 16, area.y + 70, kpiWidth - 32, 6, tint(colour, 0.7), 3) +
          rect(x + 16, area.y + 70, (kpiWidth - 32) * (0.45 + i * 0.12), 6, colour, 3)
        )
      })
      .join('')
    const top = area.y + 104
    const chartHeight = area.height - 104
    const barsWidth = area.width * 0.58
    out += rect(area.x, top, barsWidth, chartHeight, '#f6f7fb', 10) + textBar(area.x + 16, top + 16, 120, 9, INK)
    const values = [0.42, 0.55, 0.48, 0.66, 0.6, 0.78, 0.72, 0.9]
    const slot = (barsWidth - 48) / values.length
    const base = top + chartHeight - 24
    const plot = chartHeight - 80
    values.forEach((value, i) => {
      const x = area.x + 24 + i * slot
      out += rect(x + slot * 0.18, base - plot * value, slot * 0.3, plot * value, accent, 4)
      out += rect(x + slot * 0.52, base - plot * value * 0.7, slot * 0.3, plot * value * 0.7, tint(accent, 0.55), 4)
    })
    const trend = values
      .map((value, i) => `${i === 0 ? 'M' : 'L'}${Math.round(area.x + 24 + i * slot + slot * 0.5)} ${Math.round(base - plot * Math.min(1, value + 0.12))}`)
      .join('')
    out += `<path d="${trend}" stroke="${STATUS.working}" stroke-width="3" fill="none" stroke-linejoin="round"/>`
    const side = area.x + barsWidth + gap
    const sideWidth = area.width - barsWidth - gap
    const donutHeight = chartHeight * 0.55
    out += rect(side, top, sideWidth, donutHeight, '#f6f7fb', 10)
    const r = Math.min(sideWidth * 0.22, donutHeight * 0.32)
    const cx = side + r + 28
    const cy = top + donutHeight / 2 + 8
    const circumference = 2 * Math.PI * r
    let offset = 0
    for (const [colour, share] of [
      [STATUS.done, 0.46],
      [STATUS.working, 0.28],
      [STATUS.stuck, 0.12],
      [STATUS.idle, 0.14],
    ] as const) {
      out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${Math.round(r * 0.42)}" stroke-dasharray="${(circumference * share).toFixed(1)} ${circumference.toFixed(1)}" stroke-dashoffset="${(-offset).toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`
      offset += circumference * share
    }
    ;[STATUS.done, STATUS.working, STATUS.stuck, STATUS.idle].forEach((colour, i) => {
      out += rect(cx + r + 30, cy - 30 + i * 18, 10, 10, colour, 3) + textBar(cx + r + 46, cy - 29 + i * 18, 50, 7, MUTED)
    })
    const loadTop = top + donutHeight + gap
    out += rect(side, loadTop, sideWidth, chartHeight - donutHeight - gap, '#f6f7fb', 10)
    const rows = Math.floor((chartHeight - donutHeight - gap - 20) / 34)
    for (let i = 0; i < rows; i++) {
      const y = loadTop + 26 + i * 34
      out +=
        avatar(side + 26, y, 11, PEOPLE[i % PEOPLE.length]!) +
        rect(side + 48, y - 5, sideWidth - 70, 10, FAINT, 5) +
        rect(side + 48, y - 5, (sideWidth - 70) * [0.8, 0.55, 0.95, 0.4][i % 4]!, 10, [accent, STATUS.done, STATUS.stuck, STATUS.review][i % 4]!, 5)
    }
    return out
  })
}

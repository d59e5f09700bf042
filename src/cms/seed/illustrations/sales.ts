import { FAINT, INK, MUTED, PEOPLE, STATUS, type Size, appWindow, avatar, rect, textBar, tint, widths } from './svg'

export function crmPipeline(size: Size, accent: string): string {
  return appWindow(size, accent, (area) => {
    const stages = [tint(accent, 0.45), tint(accent, 0.2), accent, STATUS.working, STATUS.done]
    const gap = 12
    const width = (area.width - gap * (stages.length - 1)) / stages.length
    const counts = [4, 3, 3, 2, 2]
    const names = widths(21, 20, width * 0.35, width * 0.7)
    return stages
      .map((colour, stage) => {
        const x = area.x + stage * (width + gap)
        // The stage header is an arrow, as pipelines are drawn.
        let out = `<path d="M${x} ${area.y + 4}h${width - 10}l10 20l-10 20h-${width - 10}${stage > 0 ? 'l10 -20Z' : 'Z'}" fill="${colour}"/>`
        out += textBar(x + 18, area.y + 14, width * 0.4, 8, '#ffffffdd') + textBar(x + 18, area.y + 28, width * 0.25, 6, '#ffffffaa')
        out += rect(x, area.y + 56, width, area.height - 56, '#f6f7fb', 8)
        for (let i = 0; i < counts[stage]!; i++) {
          const y = area.y + 66 + i * 96
          if (y + 86 > area.y + area.height) break
          out += rect(x + 8, y + 2, width - 16, 86, '#1f26400f', 8) + rect(x + 8, y, width - 16, 86, '#ffffff', 8)
          out += rect(x + 8, y, 4, 86, colour, 2)
          out += textBar(x + 22, y + 14, names[stage * 4 + i]!, 8, '#59607a')
          out += textBar(x + 22, y + 32, width * 0.3, 12, INK)
          out += rect(x + 22, y + 58, 44, 16, tint(colour, 0.7), 8)
          out += avatar(x + width - 32, y + 66, 11, PEOPLE[(stage + i) % PEOPLE.length]!)
        }
        return out
      })
      .join('')
  })
}

export function campaignEditor(size: Size, accent: string): string {
  return appWindow(size, accent, (area) => {
    const paletteWidth = area.width * 0.18
    const statsWidth = area.width * 0.22
    const gap = 16
    let out = rect(area.x, area.y + 4, paletteWidth, area.height - 4, '#f6f7fb', 10)
    for (let i = 0; i < 6; i++) {
      const col = i % 2
      const row = Math.floor(i / 2)
      const cell = (paletteWidth - 36) / 2
      const x = area.x + 12 + col * (cell + 12)
      const y = area.y + 20 + row * (cell + 12)
      out +=
        rect(x, y, cell, cell, '#ffffff', 8) +
        rect(x + cell * 0.3, y + cell * 0.25, cell * 0.4, cell * 0.3, i === 1 ? accent : MUTED, 4) +
        textBar(x + cell * 0.2, y + cell * 0.7, cell * 0.6, 6, MUTED)
    }
    const canvasX = area.x + paletteWidth + gap
    const canvasWidth = area.width - paletteWidth - statsWidth - gap * 2
    out += rect(canvasX, area.y + 4, canvasWidth, area.height - 4, '#eef0f6', 10)
    const mailX = canvasX + canvasWidth * 0.1
    const mailWidth = canvasWidth * 0.8
    const mailTop = area.y + 22
    out += rect(mailX, mailTop, mailWidth, area.height - 40, '#ffffff', 6)
    out += `<defs><linearGradient id="banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${tint(accent, 0.4)}"/></linearGradient></defs>`
    out += rect(mailX, mailTop, mailWidth, 150, 'url(#banner)', 6)
    out += `<circle cx="${mailX + mailWidth * 0.78}" cy="${mailTop + 76}" r="44" fill="#ffffff33"/>`
    out += textBar(mailX + 28, mailTop + 52, mailWidth * 0.45, 16, '#ffffff') + textBar(mailX + 28, mailTop + 80, mailWidth * 0.3, 9, '#ffffffcc')
    out += textBar(mailX + 28, mailTop + 176, mailWidth * 0.6, 12, INK)
    widths(31, 3, mailWidth * 0.55, mailWidth * 0.85).forEach((w, i) => {
      out += textBar(mailX + 28, mailTop + 202 + i * 18, w, 7, MUTED)
    })
    out += rect(mailX + 28, mailTop + 266, 140, 36, accent, 18) + textBar(mailX + 58, mailTop + 281, 80, 6, '#ffffffdd')
    const tile = (mailWidth - 72) / 2
    for (let i = 0; i < 2; i++) {
      const x = mailX + 28 + i * (tile + 16)
      out += rect(x, mailTop + 324, tile, 90, tint(i ? STATUS.review : STATUS.working, 0.65), 6) + textBar(x, mailTop + 426, tile * 0.7, 7, MUTED)
    }
    const statsX = area.x + area.width - statsWidth
    out += rect(statsX, area.y + 4, statsWidth, area.height - 4, '#f6f7fb', 10)
    ;[accent, STATUS.done, STATUS.working].forEach((colour, i) => {
      const y = area.y + 22 + i * 92
      out += rect(statsX + 12, y, statsWidth - 24, 80, '#ffffff', 8) + textBar(statsX + 26, y + 16, 60, 7, MUTED) + textBar(statsX + 26, y + 34, 70, 18, INK)
      out += rect(statsX + 26, y + 62, statsWidth - 52, 6, FAINT, 3) + rect(statsX + 26, y + 62, (statsWidth - 52) * [0.62, 0.38, 0.12][i]!, 6, colour, 3)
    })
    return out
  })
}

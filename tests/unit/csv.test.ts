import { describe, expect, it } from 'vitest'

import { CSV_BOM, csvField, csvRow, neutraliseFormula, toCsv } from '@/domain/csv'

describe('csvField', () => {
  it('leaves plain text alone and writes nothing for missing values', () => {
    expect(csvField('Acme GmbH')).toBe('Acme GmbH')
    expect(csvField('')).toBe('')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('quotes fields with commas, double quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvField('Acme, Inc.')).toBe('"Acme, Inc."')
    expect(csvField('the "best" team')).toBe('"the ""best"" team"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"')
    expect(csvField('"')).toBe('""""')
  })

  it('keeps accents and other scripts as they are', () => {
    expect(csvField('Société Générale, Zürich')).toBe('"Société Générale, Zürich"')
    expect(csvField('株式会社')).toBe('株式会社')
  })

  it('writes numbers, booleans and dates as values, never as formulas', () => {
    expect(csvField(-3)).toBe('-3')
    expect(csvField(1.5)).toBe('1.5')
    expect(csvField(Number.NaN)).toBe('')
    expect(csvField(true)).toBe('true')
    expect(csvField(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T10:00:00.000Z')
    expect(csvField(new Date('not a date'))).toBe('')
  })
})

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    // Split on the tab, the second cell would be a formula of its own: both are neutralised.
    ['\t=1+1', "'\t'=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises %j', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it('leaves the characters alone where they do not start the cell', () => {
    expect(neutraliseFormula('a=b')).toBe('a=b')
    expect(neutraliseFormula('name@company.example')).toBe('name@company.example')
    expect(csvField('2+2=4')).toBe('2+2=4')
  })
})

describe('csvRow and toCsv', () => {
  it('joins fields with commas and ends each record with CRLF', () => {
    expect(csvRow(['a', 'b, c', null, 7])).toBe('a,"b, c",,7\r\n')
  })

  it('starts the file with a UTF-8 byte order mark, so that Excel reads the accents', () => {
    const csv = toCsv([
      ['Name', 'Company'],
      ['Zoë', 'Café, Ltd'],
    ])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv).toBe('\uFEFFName,Company\r\nZoë,"Café, Ltd"\r\n')
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('leaves the mark out on request, and writes an empty file for no rows', () => {
    expect(toCsv([['a']], { bom: false })).toBe('a\r\n')
    expect(toCsv([])).toBe(CSV_BOM)
  })

  it('round-trips through a strict RFC 4180 reader, line breaks in fields included', () => {
    const rows = [
      ['id', 'message'],
      ['1', 'Hello,\r\n"world"'],
      ['2', 'plain'],
    ]
    expect(parseCsv(toCsv(rows, { bom: false }))).toEqual(rows)
  })
})

/** A minimal RFC 4180 reader, to check the writer's output from the other side. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index += 1
    } else field += char
  }
  return rows
}

describe('formula injection after a separator (a spreadsheet that splits on ; or a tab)', () => {
  it.each([
    ["a;=cmd|' /C calc'!A0", "a;'=cmd|' /C calc'!A0"],
    ['x; =1+1', "x; '=1+1"],
    ['x\t@SUM(A1)', "x\t'@SUM(A1)"],
    ['x|+1', "x|'+1"],
    ['a,"=HYPERLINK(1)"', `a,"'=HYPERLINK(1)"`],
    ['=1;=2', "'=1;'=2"],
  ])('neutralises %j', (value, expected) => expect(neutraliseFormula(value)).toBe(expected))

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Berlin; Paris')).toBe('Berlin; Paris')
    expect(neutraliseFormula('ACME, Inc.')).toBe('ACME, Inc.')
  })
})

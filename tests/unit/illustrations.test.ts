import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { boardTable, kanban, onboardingChecklist, sprintBoard, ticketQueue } from '@/cms/seed/illustrations/boards'
import { CUSTOMER_LOGOS, type Illustration, PORTRAITS, SCREENS, TEMPLATE_BOARDS } from '@/cms/seed/illustrations/catalogue'
import { lettering } from '@/cms/seed/illustrations/lettering'
import { CUSTOMER_NAME_BOX, CUSTOMERS, customerLogo, portrait, productLogo, productNameBox } from '@/cms/seed/illustrations/marks'
import { dashboard, gantt } from '@/cms/seed/illustrations/planning'
import { renderIllustration } from '@/cms/seed/illustrations/render'
import { campaignEditor, crmPipeline } from '@/cms/seed/illustrations/sales'
import { logoPng } from '@/cms/seed/images'
import { PRODUCTS } from '@/domain/products'

const SIZE = { width: 900, height: 600 }
const ACCENT = PRODUCTS.crm.brandColour

/** What sharp reads from an SVG: a parse error throws, so a broken drawing fails here. */
async function svgSize(svg: string) {
  const { width, height, format } = await sharp(Buffer.from(svg)).metadata()
  return { width, height, format }
}

describe('the product screens', () => {
  it.each([
    ['board', boardTable],
    ['kanban', kanban],
    ['sprint', sprintBoard],
    ['tickets', ticketQueue],
    ['onboarding checklist', onboardingChecklist],
    ['gantt', gantt],
    ['dashboard', dashboard],
    ['CRM pipeline', crmPipeline],
    ['campaign editor', campaignEditor],
  ])('%s is a valid SVG of the size asked for, in the product’s colour, with no text to need a font', async (_, draw) => {
    const svg = draw(SIZE, ACCENT)
    expect(await svgSize(svg)).toEqual({ ...SIZE, format: 'svg' })
    expect(svg).toContain(ACCENT)
    expect(svg).not.toMatch(/<text|NaN|undefined/)
  })

  it('draws the same picture every time (no randomness between seeds)', () => {
    expect(kanban(SIZE, ACCENT)).toBe(kanban(SIZE, ACCENT))
  })
})

describe('the small pictures', () => {
  it('draws each customer’s wordmark and each author’s portrait at their size', async () => {
    for (const customer of CUSTOMERS) expect(await svgSize(customerLogo(customer))).toEqual({ width: 320, height: 120, format: 'svg' })
    for (const index of [0, 1, 5]) expect(await svgSize(portrait(index))).toEqual({ width: 240, height: 240, format: 'svg' })
  })

  it('names invented customers, none of them a well-known sample company', () => {
    const samples =
      /contoso|fabrikam|northwind|tailspin|margie|adventure works|wide world|woodgrove|litware|proseware|wingtip|fourth coffee|alpine ski|coho|acme|initech|globex|umbrella/i
    for (const customer of CUSTOMERS) expect(customer.name).not.toMatch(samples)
  })

  it('sets every customer’s name at one size, none shrunk to fit its box', async () => {
    const letters = await Promise.all(CUSTOMERS.map((customer) => lettering(customer.name, customer.colour, CUSTOMER_NAME_BOX)))
    expect(letters.every(Boolean), 'the typeface ships with Next.js').toBe(true)
    const unbounded = await Promise.all(CUSTOMERS.map((customer) => lettering(customer.name, customer.colour, { ...CUSTOMER_NAME_BOX, width: 10_000 })))
    // Shrinking a name that is too wide would lower its letters: each must be drawn as wide as it is unbounded.
    expect(letters.map((entry) => entry!.width)).toEqual(unbounded.map((entry) => entry!.width))
    expect(new Set(letters.map((entry) => entry!.height)).size, letters.map((entry, i) => `${CUSTOMERS[i]!.name}: ${entry!.height}`).join(', ')).toBe(1)
  })

  it('draws a product logo in the product’s colour, wide or square', async () => {
    expect(productLogo(ACCENT, { width: 240, height: 64 })).toContain(ACCENT)
    const png = await sharp(await logoPng(ACCENT, { width: 64, height: 64 }, 'CRM')).metadata()
    expect(png).toMatchObject({ format: 'png', width: 64, height: 64 })
  })
})

describe('names in the logos', () => {
  it('are set in type, inside the box they are given, different names differently', async () => {
    const box = { width: 200, height: 34 }
    const crm = await lettering('CRM', ACCENT, box)
    const service = await lettering('Work management', ACCENT, box)
    expect(crm, 'the typeface ships with Next.js').toBeDefined()
    for (const letters of [crm!, service!]) {
      expect(letters.width).toBeGreaterThan(20)
      expect(letters.width).toBeLessThanOrEqual(box.width)
      expect(letters.height).toBeLessThanOrEqual(box.height)
    }
    expect(service!.width).toBeGreaterThan(crm!.width)
  })

  it('take the place of the bars in a wide product logo and a customer’s wordmark', async () => {
    const name = await lettering('CRM', '#1f2640', productNameBox({ width: 480, height: 128 }))
    const withName = productLogo(ACCENT, { width: 480, height: 128 }, name)
    expect(withName).toContain(`<image href="data:image/png;base64,`)
    expect(await svgSize(withName)).toEqual({ width: 480, height: 128, format: 'svg' })
    const customer = CUSTOMERS[0]
    const wordmark = customerLogo(customer, await lettering(customer.name, customer.colour, CUSTOMER_NAME_BOX))
    expect(wordmark).toContain('<image href=')
    // What a visitor sees differs from the bars: the rendered pixels are not the same.
    const pixels = async (svg: string) => (await sharp(Buffer.from(svg)).raw().toBuffer()).toString('base64')
    expect(await pixels(wordmark)).not.toBe(await pixels(customerLogo(customer)))
  })
})

describe('rendering', () => {
  const all: Illustration[] = [...Object.values(SCREENS), ...Object.values(CUSTOMER_LOGOS), ...PORTRAITS, ...Object.values(TEMPLATE_BOARDS)]

  it('gives every picture a distinct file name and an alt text', () => {
    expect(new Set(all.map((illustration) => illustration.file)).size).toBe(all.length)
    for (const illustration of all) expect(illustration.alt.trim().length, illustration.file).toBeGreaterThan(3)
  })

  it.each([
    ['a hero screen', SCREENS.crmPipeline],
    ['a customer logo', CUSTOMER_LOGOS.arden!],
    ['a portrait', PORTRAITS[0]!],
    ['a template board (drawn large, scaled down)', TEMPLATE_BOARDS.onboardingChecklist],
  ])('encodes %s at its size, in its format, small enough for the web', async (_, illustration) => {
    const file = await renderIllustration(illustration)
    const { width, height, format } = await sharp(file.data).metadata()
    expect({ width, height, format }).toEqual({ ...illustration.size, format: illustration.format })
    expect(file).toMatchObject({ mimetype: `image/${illustration.format}`, name: `${illustration.file}.${illustration.format}`, size: file.data.length })
    expect(file.size).toBeLessThan(80_000)
  })
})

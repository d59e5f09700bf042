import { productForContentCategory, type ProductId } from '../products'
import { TAG_CATEGORIES } from './templates'

/** A category tag as people type it ("Design and creative", "CRM") in the spec's id form (`design_and_creative`). */
function contentCategoryId(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
}

/**
 * The product a community template's "Use this template" signs up for: the first of its
 * category tags that names one of SPEC §3's content categories; none for a template whose
 * categories belong to no product, which then gets the generic sign-up.
 */
export function productOfTemplate(tags: readonly { category: number | string; value: string }[]): ProductId | undefined {
  for (const tag of tags) {
    if (Number(tag.category) !== TAG_CATEGORIES.categories) continue
    const product = productForContentCategory(contentCategoryId(tag.value))
    if (product) return product
  }
  return undefined
}

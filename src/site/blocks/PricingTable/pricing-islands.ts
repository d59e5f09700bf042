/** The pricing tables' client components, one chunk for the islands.tsx loaders below. */
export { GetQuoteButton } from '@/site/ab/pricing/GetQuoteButton'
export { ComparisonTable } from './ComparisonTable'
export { ProductSwitch } from './ProductSwitch'

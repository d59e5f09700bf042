'use client'

import dynamic from 'next/dynamic'

/*
 * The pricing tables' client components in one chunk of their own, which only the pages that show
 * a pricing table load: every page of the site shares the blocks' code (one route renders them
 * all), and these would otherwise be in every page's first load (issue 19: first-load JavaScript).
 * They still render on the server, and the chunk is preloaded where they do.
 */
export const ProductSwitch = dynamic(() => import('./pricingIslands').then((code) => code.ProductSwitch))
export const ComparisonTable = dynamic(() => import('./pricingIslands').then((code) => code.ComparisonTable))
export const GetQuoteButton = dynamic(() => import('./pricingIslands').then((code) => code.GetQuoteButton))

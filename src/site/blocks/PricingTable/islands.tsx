'use client'

import dynamic from 'next/dynamic'

/* One route renders every block, so without a chunk of their own these would be in every page's first load. */
export const ProductSwitch = dynamic(() => import('./pricing-islands').then((code) => code.ProductSwitch))
export const ComparisonTable = dynamic(() => import('./pricing-islands').then((code) => code.ComparisonTable))
export const GetQuoteButton = dynamic(() => import('./pricing-islands').then((code) => code.GetQuoteButton))

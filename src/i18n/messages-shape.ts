/** The shape every language's texts take: English's, with strings and plurals where English has them. */
import type { en } from './en'

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends object ? Widen<T[K]> : T[K] }

export type Messages = Widen<typeof en>

export type Namespace = keyof Messages

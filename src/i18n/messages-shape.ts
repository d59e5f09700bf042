/** The shape every language's texts take: English's, with strings and plurals where English has them. */
import type { en } from './en'
import type { Plural } from './plural'

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends Plural ? Plural : Widen<T[K]> }

export type Messages = Widen<typeof en>

export type Namespace = keyof Messages

/**
 * State records are built from the contract's entity schemas, so renaming or retyping a field in the
 * contract breaks the node at compile time instead of silently answering the old shape.
 */
import type * as z from 'zod/mini'

/** The named keys of a loose object's output, without its `[key: string]: unknown` catch-all. */
type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K]
}

/** The fields `K` of the schema's output, every one present (the node always knows its own values). */
export type RecordOf<S extends z.ZodMiniType, K extends KnownKeys<z.output<S>>> = {
  [P in K]-?: Exclude<z.output<S>[P], undefined>
}

/** The fields `K` of the schema's output, each optional as the node may not have it. */
export type OptionalOf<S extends z.ZodMiniType, K extends KnownKeys<z.output<S>>> = {
  [P in K]?: Exclude<z.output<S>[P], undefined>
}

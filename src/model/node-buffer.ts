/**
 * Node's `Buffer` in the library's declarations without naming the global: a consumer that
 * loads Node's types sees `Buffer`, one that does not (TypeScript 6 loads no `@types` unless
 * told) sees `Uint8Array`, which `Buffer` extends. So the published `.d.ts` compile either way.
 */
export type NodeBuffer = typeof globalThis extends { Buffer: { prototype: infer B } }
  ? B
  : Uint8Array;

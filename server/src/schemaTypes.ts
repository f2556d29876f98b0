/**
 * True when two types have the same keys: answer schemas (for the OpenAPI document) assert it
 * against the types their handlers return, so a field added to one and not the other fails to compile.
 */
export type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;

// graphql-ws publishes its `ws` adapter only through the package's "exports", which TypeScript's
// classic "node" resolution (kept so ts-jest compiles to CommonJS) cannot read; esbuild and Node
// resolve the real module. This names the adapter's types for the type checker.
declare module 'graphql-ws/use/ws' {
  export * from 'graphql-ws/dist/use/ws.cjs';
}

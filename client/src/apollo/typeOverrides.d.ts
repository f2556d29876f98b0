import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Tells Apollo Client that documents come from GraphQL Code Generator with masked fragment types
// ("Using with TypeScript" in Apollo's fragments guide).
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation Apollo documents
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}

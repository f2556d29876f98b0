import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Tells Apollo Client that documents come from GraphQL Code Generator with masked fragment types
// ("Using with TypeScript" in Apollo's fragments guide).
declare module '@apollo/client' {
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}

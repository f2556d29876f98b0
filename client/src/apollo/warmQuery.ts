import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { nextTask } from '@/ui/nextTask';

/**
 * Readies Apollo for a loader's `preloadQuery(query, { variables })` in tasks of their own: the
 * document's transforms first, then the first read of the cache (on a prerendered page, the
 * restored one). Done inside the preload, both were one task of 100–170 ms on a phone
 * (Lighthouse's 4× CPU) while the prerendered page waited to be hydrated; the preload that
 * follows finds both remembered (Apollo keeps the transforms per document, and cache reads per
 * query, variables and store).
 */
export async function warmQuery<TData, TVariables extends OperationVariables>(
  apollo: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<void> {
  // An ObservableQuery nobody subscribes to fetches and watches nothing: this runs the transforms.
  apollo.watchQuery<TData, TVariables>({ query, variables });
  await nextTask();
  // `true`: the optimistic store, the one a watched query reads (each store keeps its own results).
  apollo.readQuery<TData, TVariables>({ query, variables }, true);
  await nextTask();
}

import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphqlRequest, rest, type GraphQLResponse, type RestResponse } from '../support/http';
import type { TestApp } from '../support/testApp';
import type { TestUser } from '../support/users';
import { CreateGroupMutation } from './documents';
import type { CreateGroupInput } from './gql/graphql';

/** A start day `days` from today, as `YYYY-MM-DD`. */
export function daysFromToday(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** A valid GraphQL createGroup input. */
export function groupInput(overrides: Partial<CreateGroupInput> = {}): CreateGroupInput {
  return {
    groupName: 'Harbour Sketch Club',
    hobbyCategory: 'DRAWING_AND_PAINTING',
    description: 'We sketch boats and people at the harbour every Saturday morning.',
    location: 'North Harbour',
    maxMembers: 12,
    startDate: daysFromToday(30),
    imageURL: 'https://images.example.com/harbour.jpg',
    ...overrides,
  };
}

/** The same group as the REST façade takes it (category by display name). */
export function restGroupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...groupInput(),
    hobbyCategory: 'Drawing & Painting',
    ...overrides,
  };
}

/** A group name no other test uses, so parallel files and repeated runs never collide. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** A string of exactly `length` characters. */
export function textOfLength(length: number, fill = 'a'): string {
  return fill.repeat(length);
}

/** Creates a group through GraphQL as `user` and returns it; fails the test if the API refuses. */
export async function createGroupAs(app: TestApp, user: TestUser, overrides: Partial<CreateGroupInput> = {}) {
  const res = await graphqlRequest(app.url, CreateGroupMutation, { input: groupInput(overrides) }, user.token);
  if (res.errors || !res.data) throw new Error(`createGroup failed: ${JSON.stringify(res.errors)}`);
  return res.data.createGroup.group;
}

/** Creates a group through REST as `user` and returns its id; fails the test if the API refuses. */
export async function createRestGroupAs(app: TestApp, user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await rest<{ insertedId: string }>(app.url, 'POST', '/groups', {
    body: restGroupBody(overrides),
    token: user.token,
  });
  if (res.status !== 201) throw new Error(`POST /groups failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.insertedId;
}

/**
 * Sends a typed document with variables its types would not allow (wrong types, missing or
 * extra fields), to prove the server refuses what a careless or hostile client sends.
 */
export function graphqlUntyped<T, V>(
  baseUrl: string,
  document: TypedDocumentNode<T, V>,
  variables: Record<string, unknown>,
  token?: string,
): Promise<GraphQLResponse<T>> {
  return graphqlRequest(baseUrl, document, variables as unknown as V, token);
}

/** The one error of a GraphQL response (fails when there is none or more than one). */
export function onlyError(res: Pick<GraphQLResponse<unknown>, 'errors'>) {
  expect(res.errors).toHaveLength(1);
  const [error] = res.errors ?? [];
  if (!error) throw new Error('expected a GraphQL error');
  return { message: error.message, code: error.extensions?.code, fields: error.extensions?.fields };
}

/** The JSON error body of a REST response. */
export interface RestError {
  error: string;
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
}

export type RestErrorResponse = RestResponse<RestError>;

/** Every stored group, in a stable order, for before/after comparisons. */
export async function storedGroups(app: TestApp) {
  return app.model.find().sort({ _id: 1 }).lean();
}

/**
 * App settings for suites that send hundreds of requests as one user from one address: the
 * rate limits (tested on their own) would otherwise refuse them partway through.
 */
export const withoutRateLimits = { env: { RATE_LIMIT_ENABLED: 'false' } };

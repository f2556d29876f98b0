import http from 'node:http';
import zlib from 'node:zlib';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { contractViolations } from './contract';

export interface GraphQLResponse<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** POSTs a typed document to /graphql, as a client would (JSON, optional Bearer token). */
export async function graphqlRequest<T, V>(
  baseUrl: string,
  document: TypedDocumentNode<T, V>,
  variables?: V,
  token?: string,
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLResponse<T>, 'status'>) };
}

export interface RestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Calls the REST façade with a JSON body (or raw text) and an optional Bearer token. Every answer
 * is checked against the OpenAPI document (./contract.ts): one that drifts from it fails the test.
 */
export async function rest<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<RestResponse<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined || options.raw !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  const body: unknown = text ? JSON.parse(text) : null;
  const violations = contractViolations({ method, path, status: response.status, contentType, body });
  if (violations.length > 0) throw new Error(`The answer does not match /openapi.json:\n  ${violations.join('\n  ')}`);
  return { status: response.status, headers: response.headers, body: body as T };
}

/** The bytes as they travel (fetch would decode them), with the headers that describe them. */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The header names as sent, in their order. */
  headerNames: string[];
  body: Buffer;
}

export function rawRequest(url: string, headers: Record<string, string>, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          headerNames: response.rawHeaders.filter((_, index) => index % 2 === 0),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

export function decode({ headers, body }: RawResponse): Buffer {
  switch (headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    case undefined:
      return body;
    default:
      throw new Error(`unexpected encoding ${headers['content-encoding']}`);
  }
}

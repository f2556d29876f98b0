import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import { CloseCode, type SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import type { LiveLimits } from '@/config';
import type { AccountService } from '@/account/service';
import type { CalendarService } from '@/calendar/service';
import { createLiveSessions, signInEnded } from '@/auth/liveSessions';
import type { SignIn, TokenVerifier } from '@/auth/verifier';
import type { Viewer } from '@/auth/viewer';
import { DomainError, RateLimitedError, UnauthenticatedError } from '@/errors';
import type { GraphQLContext } from '@/graphql/context';
import { asGraphQLError, formatError, isUnexpected } from '@/graphql/errors';
import type { RateLimiter } from '@/http/rateLimit';
import type { GroupsService } from '@/groups/service';
import type { SessionsService } from '@/sessions/service';
import type { Announcements } from '@/discussion/announcements';
import type { DiscussionService } from '@/discussion/service';
import type { Notifications } from '@/notifications/service';
import type { Logger } from '@/logger';

export interface SubscriptionServerOptions {
  schema: GraphQLSchema;
  groups: GroupsService;
  sessions: SessionsService;
  account: AccountService;
  calendar: CalendarService;
  notifications: Notifications;
  discussion: DiscussionService;
  announcements: Announcements;
  verifier: TokenVerifier;
  limits: LiveLimits;
  /** The same operation bounds as HTTP requests (graphql/limits.ts). */
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
  /** The client address as the HTTP side sees it (Express's `trust proxy`). */
  clientIp: (request: IncomingMessage) => string;
  /** HTTP's limiter: operations on a socket count in the same per-IP and per-user counters. */
  limiter: RateLimiter;
  logger: Logger;
}

export interface SubscriptionServer {
  /** Open sockets (for tests and the bench). */
  readonly connections: number;
  close(): Promise<void>;
}

/** What graphql-ws keeps for one socket beside its own state. */
interface Connection {
  /** The verified sign-in, verified again before every operation; null for a guest. */
  signIn: SignIn | null;
  ip: string;
  requestId: string;
  running: number;
  /** Why the sign-in ended (the socket is closing): no operation starts after this. */
  ended: string | null;
}

/** An operation let through (what to execute), or why not. */
type Admission = ExecutionArgs | readonly GraphQLError[];

/**
 * GraphQL subscriptions over the graphql-ws protocol on `/graphql`, the same HTTP server as
 * queries. The token comes in `connectionParams.authorization` and is verified like a request's
 * header (a bad one closes the socket with 4403 and the reason), and again before every
 * operation; the socket closes (4403, with the reason) when the token expires or the account is
 * deleted, disabled or signed out everywhere (auth/liveSessions.ts). Operations are held to the
 * HTTP limits and counted in HTTP's rate limits; sockets per IP, subscriptions per socket and
 * message size are bounded.
 */
export function attachSubscriptions(server: Server, options: SubscriptionServerOptions): SubscriptionServer {
  const { schema, verifier, limits, limiter, logger } = options;
  const { groups, sessions, account, calendar, notifications, discussion, announcements } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  const perIp = new Map<string, number>();
  const connections = new WeakMap<object, Connection>();
  const live = createLiveSessions({ verifier, recheckMs: limits.accountRecheckMs, logger });
  const stopListening = account.onAccountClosed((uid) => live.revoke(uid, signInEnded.deleted));

  const release = (ip: string) => {
    const left = (perIp.get(ip) ?? 1) - 1;
    if (left > 0) perIp.set(ip, left);
    else perIp.delete(ip);
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/graphql' || socket.closed) {
      socket.destroy();
      return;
    }
    const ip = options.clientIp(request);
    const open = perIp.get(ip) ?? 0;
    if (open >= limits.maxConnectionsPerIp) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // Counted until the raw socket closes, however it ends: a malformed or refused handshake
    // (ws answers 400 without calling back), a client gone mid-handshake, a WebSocket closed by
    // either side. 'close' fires exactly once per socket, so the count is given back exactly once.
    perIp.set(ip, open + 1);
    socket.once('close', () => release(ip));
    sockets.handleUpgrade(request, socket, head, (webSocket) => sockets.emit('connection', webSocket, request));
  };
  server.on('upgrade', onUpgrade);

  const connectionOf = (extra: object): Connection => {
    const connection = connections.get(extra);
    if (!connection) throw new Error('subscription before connection_init was acknowledged');
    return connection;
  };

  const end = (socket: WebSocket, connection: Connection, reason: string) => {
    connection.ended ??= reason;
    socket.close(CloseCode.Forbidden, reason);
  };

  /**
   * What an operation must pass before it runs, in HTTP's order: the per-IP request count, the
   * document's bounds, the token (verified again: it may have expired or been revoked since the
   * socket opened), then a mutation's per-user count.
   */
  const admit = async (socket: WebSocket, connection: Connection, payload: SubscribePayload): Promise<Admission> => {
    const refused = (error: DomainError) => [asGraphQLError(error)];
    try {
      await limiter.check('read', connection.ip);
    } catch (error) {
      if (error instanceof RateLimitedError) return refused(error);
      throw error;
    }
    let document;
    try {
      document = parse(payload.query, options.parseOptions);
    } catch (error) {
      return [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
    }
    const errors = validate(schema, document, [...specifiedRules, ...options.validationRules]);
    if (errors.length > 0) return errors;
    const operation = getOperationAST(document, payload.operationName);
    if (!operation) {
      // Answered here rather than by graphql-ws, which would not call onComplete to give back `running`.
      const message = 'operationName must name one of the operations in the document.';
      return [new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } })];
    }
    let viewer: Viewer | null = null;
    if (connection.signIn) {
      try {
        viewer = await verifier.viewerFrom(connection.signIn.authorization);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // A refused token ends the socket; a provider that did not answer refuses this operation only.
        if (error instanceof UnauthenticatedError) end(socket, connection, error.message);
        return refused(error);
      }
      // Ended by the expiry timer or an account check while the token was being verified.
      if (connection.ended) return refused(new UnauthenticatedError(connection.ended));
      if (operation.operation === OperationTypeNode.MUTATION) {
        try {
          await limiter.check('mutation', connection.signIn.viewer.uid);
        } catch (error) {
          if (error instanceof RateLimitedError) return refused(error);
          throw error;
        }
      }
    }
    const contextValue: GraphQLContext = {
      viewer,
      groups,
      sessions,
      account,
      calendar,
      notifications,
      discussion,
      announcements,
      requestId: connection.requestId,
    };
    return {
      schema,
      document,
      operationName: payload.operationName,
      variableValues: payload.variables,
      contextValue,
    };
  };

  const disposable = useServer(
    {
      schema,
      connectionInitWaitTimeout: 5_000,
      onConnect: async ({ connectionParams, extra }) => {
        const authorization = connectionParams?.authorization;
        try {
          const signIn = await verifier.signInFrom(typeof authorization === 'string' ? authorization : undefined);
          // Gone while its token was being verified: nothing to watch.
          if (extra.socket.readyState !== WebSocket.OPEN) return false;
          const connection: Connection = {
            signIn,
            ip: options.clientIp(extra.request),
            requestId: randomUUID(),
            running: 0,
            ended: null,
          };
          connections.set(extra, connection);
          if (signIn) {
            const unwatch = live.watch(signIn, (reason) => end(extra.socket, connection, reason));
            extra.socket.once('close', unwatch);
          }
          return true;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          extra.socket.close(CloseCode.Forbidden, error.message);
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const connection = connectionOf(ctx.extra);
        if (connection.ended) return [asGraphQLError(new UnauthenticatedError(connection.ended))];
        if (connection.running >= limits.maxSubscriptionsPerConnection) {
          return [
            new GraphQLError(
              `At most ${limits.maxSubscriptionsPerConnection} subscriptions may run on one connection.`,
              {
                extensions: { code: 'BAD_REQUEST' },
              },
            ),
          ];
        }
        // Taken before the checks (they wait on the limiter and the identity provider), so
        // operations sent together cannot all pass the bound; given back on a refusal, for
        // which graphql-ws calls no onComplete.
        connection.running += 1;
        const admitted = await admit(ctx.extra.socket, connection, payload).catch((error: unknown) => {
          connection.running -= 1;
          throw error;
        });
        if (Array.isArray(admitted)) connection.running -= 1;
        return admitted;
      },
      onComplete: (ctx) => {
        const connection = connections.get(ctx.extra);
        if (connection) connection.running = Math.max(0, connection.running - 1);
      },
      // The same error shapes as over HTTP: domain errors keep their code, the rest is masked.
      onNext: (ctx, _id, payload, _args, result: ExecutionResult) => {
        if (!result.errors) return;
        for (const error of result.errors) {
          if (isUnexpected(error)) {
            logger.error('unexpected GraphQL subscription error', {
              requestId: connections.get(ctx.extra)?.requestId,
              operationName: payload.operationName,
              error: error.originalError ?? error,
            });
          }
        }
        return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error)),
    },
    sockets,
  );

  let closed: Promise<void> | undefined;
  return {
    get connections() {
      return sockets.clients.size;
    },
    close() {
      closed ??= (async () => {
        server.off('upgrade', onUpgrade);
        stopListening();
        live.close();
        await disposable.dispose();
        await new Promise<void>((resolve) => sockets.close(() => resolve()));
      })();
      return closed;
    },
  };
}

import type { FastifyReply, FastifyRequest, RouteOptions, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import {
  guardFailure,
  type AccessClaims,
  type AccessLevel,
  type ClaimsFor,
  type CompanyStanding,
} from '@ironmatch/contracts/access';
import type { EndpointDefinition } from '@ironmatch/contracts/endpoint';
import type { ApiApp } from './api-app';
import { AppError } from './app-error';
import './replica-reads';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler of endpoint `E` receives: validated input and the claims its guard let through. */
export type EndpointRequest<E extends EndpointDefinition> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'auth'
> & {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  auth: ClaimsFor<E['access']>;
};

/** What the handler returns: the success body (before serialisation), or the reply it sent itself. */
export type EndpointResult<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : FastifyReply;

export interface EndpointRouteOptions {
  /** Per-route settings for plugins, e.g. `{ rateLimit: { max, timeWindow } }`. */
  config?: Record<string, unknown>;
  /** Runs after validation and before the handler (e.g. a limit keyed on the body). */
  preHandler?: preHandlerAsyncHookHandler;
  bodyLimit?: number;
}

/** `/api/suggestions/{id}/vote` -> `/suggestions/:id/vote` (routes are registered under the /api prefix). */
export function fastifyPath(path: string): string {
  return path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1') || '/';
}

/**
 * Registers endpoint `E` from its one definition in packages/contracts: method, path, input schemas,
 * success status and response schema, and its role guard. The guard runs before validation, so a guest
 * hears about signing in rather than about a field.
 */
export function route<const E extends EndpointDefinition>(
  app: ApiApp,
  endpoint: E,
  handlerOrOptions:
    EndpointRouteOptions | ((request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointResult<E>>),
  maybeHandler?: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointResult<E>>,
): void {
  const options = typeof handlerOrOptions === 'function' ? {} : handlerOrOptions;
  const handler = typeof handlerOrOptions === 'function' ? handlerOrOptions : maybeHandler!;
  const success = endpoint.success ?? 200;
  const schema: Record<string, unknown> = {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response ? { response: { [success]: endpoint.response } } : {}),
  };
  const routeOptions: RouteOptions = {
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    schema,
    config: { ...options.config, endpoint },
    ...(endpoint.access === 'operator' ? { onRequest: operatorGate } : {}),
    preValidation: async (request: FastifyRequest) => {
      requireAccessLevel(endpoint.access, request.auth, {
        unauthenticatedMessage: endpoint.unauthenticatedMessage,
        adminMessage: endpoint.adminMessage,
        adminOnly: endpoint.adminOnly,
        standing: request.companyStanding,
      });
      // A token whose company the user has left still works for what needs no company, as no company.
      if (request.auth && request.companyStanding?.role === null)
        request.auth = { ...request.auth, companyId: null, memid: null };
    },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const run = () => handler(request as unknown as EndpointRequest<E>, reply);
      // With DATABASE_REPLICA_URL, the lists that tolerate lag read from the replica (replica-reads.ts).
      const replica = request.server.replicaReads;
      const result = await (replica ? replica.run(endpoint, request, run) : run());
      if (reply.sent || result === reply) return result;
      void reply.status(success);
      return result;
    },
  };
  app.route(routeOptions as never);
}

/**
 * Operators' calls (issue 30) answer anybody else exactly as an unknown route does, before the body is
 * even parsed, so they do not reveal that they exist. An operator's answers carry `X-Request-Id`, the
 * value its audit rows keep.
 */
async function operatorGate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  if (request.auth?.isOperator !== true) {
    reply.callNotFound();
    return reply;
  }
  void reply.header('x-request-id', request.id);
}

/**
 * The one role check (user, company, verified, member, admin). Routes get it from their endpoint's
 * `access`; code outside a route, such as a rule that depends on the record, calls it directly.
 * `standing` is the membership behind the token's company (set by the auth plugin on every request).
 */
export function requireAccessLevel<L extends AccessLevel>(
  level: L,
  auth: AccessClaims | null,
  options: {
    unauthenticatedMessage?: string;
    adminMessage?: string;
    adminOnly?: boolean;
    standing?: CompanyStanding;
  } = {},
): ClaimsFor<L> {
  const failure = guardFailure(level, auth, options.standing, options.adminMessage, options.adminOnly);
  if (failure)
    throw new AppError(
      failure.status,
      failure.status === 401 && options.unauthenticatedMessage
        ? options.unauthenticatedMessage
        : failure.message,
    );
  return auth as ClaimsFor<L>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract this route was registered from (read by the OpenAPI transform and the route audit). */
    endpoint?: EndpointDefinition;
  }
}

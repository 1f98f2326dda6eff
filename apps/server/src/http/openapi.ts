import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EndpointDefinition } from '@ironmatch/contracts/endpoint';

/** The error envelope every failure answers with (DECISIONS.md "API contract"). */
const errorEnvelopeJson = z.toJSONSchema(
  z.object({
    status: z.number().int(),
    message: z.string(),
    errors: z.array(z.string()).optional(),
  }),
  { target: 'draft-2020-12' },
);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: `message` and `errors` say what to correct.',
  401: 'No valid access token.',
  403: 'Logged in, but this role may not do this (e.g. no company, unverified email, not a member).',
  404: 'Not found, or not yours to see.',
  409: 'The record is not in a state that allows this.',
  413: 'The upload is too large.',
  429: 'Too many requests; `Retry-After` says when to try again.',
  503: 'The service is not available right now.',
};

/** The failure statuses an endpoint can answer: those its role, its inputs and its definition imply. */
export function errorStatuses(endpoint: EndpointDefinition): number[] {
  const statuses = new Set<number>(endpoint.errors ?? []);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart) statuses.add(400);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access !== 'public' && endpoint.access !== 'user') statuses.add(403);
  if (endpoint.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

const zodTransform = createJsonSchemaTransform({
  skipList: [],
  zodToJsonConfig: { unrepresentable: 'any' },
});

/** Operators' calls (issue 30): left out of the public document, described in their own. */
const OPERATOR_PATH = /^\/api\/admin(\/|$)/;

type OpenApiObject = { paths?: Record<string, unknown>; [key: string]: unknown };

/** The document with only the paths `keep` says yes to. */
function withPaths(document: OpenApiObject, keep: (path: string) => boolean): OpenApiObject {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => keep(path)));
  return { ...document, paths };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of the operators' calls (`/api/admin/*`), served to operators only. */
    operatorsOpenApi(): Record<string, unknown>;
  }
}

/**
 * The OpenAPI 3.1 document of every route registered from a contract (`/api/openapi.json`) and its
 * readable reference pages (`/api/docs`). Routes without a contract (static files, the development
 * mailbox) are left out, and so are the operators' calls, which `app.operatorsOpenApi()` describes.
 */
export async function registerOpenApi(app: FastifyInstance, info: { appUrl: string }): Promise<void> {
  // The full document is built once (swagger caches what `transformObject` answers: the public part).
  let operatorsDocument: OpenApiObject | undefined;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'IronMatch API',
        version: '1.0.0',
        description: [
          'The IronMatch marketplace API: part search, for-sale listings, messages, orders and payments.',
          '',
          'Every JSON answer has one envelope: `{ status, message?, errors?, data? }`, where `status` repeats',
          'the HTTP status, `message` is a human sentence and `errors` lists one sentence per broken rule.',
          'Money is integer cents; dates are ISO 8601 in UTC. Authenticate with `Authorization: Bearer',
          '<accessToken>` from `POST /api/login` (2 hours); renew it with `POST /api/refresh-token`.',
        ].join('\n'),
      },
      servers: [{ url: info.appUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    hideUntagged: true,
    transformObject: (documentObject) => {
      const full = (documentObject as { openapiObject: OpenApiObject }).openapiObject;
      operatorsDocument = withPaths(
        {
          ...full,
          info: {
            title: 'IronMatch operators API',
            version: '1.0.0',
            description:
              'The operators’ console calls (`/api/admin/*`). Only a token with the `isOperator` claim reaches them; ' +
              'anybody else hears the unknown-route 404. Every answer carries `X-Request-Id`, which the audit row ' +
              'of the action keeps.',
          },
        },
        (path) => OPERATOR_PATH.test(path),
      );
      return withPaths(full, (path) => !OPERATOR_PATH.test(path)) as never;
    },
    transform: (document) => {
      const endpoint = document.route.config?.endpoint as EndpointDefinition | undefined;
      if (!endpoint) return { schema: { hide: true } as FastifySchema, url: document.url };
      const transformed = zodTransform(document as never) as { schema: Record<string, unknown>; url: string };
      const schema = transformed.schema;
      const response = (schema.response ?? {}) as Record<string, unknown>;
      const success = endpoint.success ?? 200;
      if (endpoint.produces)
        response[success] = {
          description: `The ${endpoint.produces} body.`,
          content: { [endpoint.produces]: { schema: { type: 'string' } } },
        };
      for (const status of errorStatuses(endpoint))
        response[status] = { description: ERROR_DESCRIPTIONS[status] ?? 'Failure.', ...errorEnvelopeJson };
      schema.response = response;
      if (endpoint.multipart) {
        const fields = z.toJSONSchema(endpoint.multipart.fields, {
          io: 'input',
          unrepresentable: 'any',
          target: 'draft-2020-12',
        }) as { properties?: Record<string, unknown>; required?: string[] };
        const files = Object.fromEntries(
          Object.entries(endpoint.multipart.files).map(([name, f]) => [
            name,
            {
              type: 'array',
              maxItems: f.maxCount,
              description: f.description,
              items: { type: 'string', format: 'binary' },
            },
          ]),
        );
        schema.consumes = ['multipart/form-data'];
        schema.body = {
          type: 'object',
          properties: { ...(fields.properties ?? {}), ...files },
          ...(fields.required?.length ? { required: fields.required } : {}),
        };
      }
      return transformed as { schema: FastifySchema; url: string };
    },
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    staticCSP: true,
    // Same framing rule as the rest of the site; no call to an outside validator.
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(' validator.swagger.io', ''),
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.decorate('operatorsOpenApi', () => {
    app.swagger();
    return operatorsDocument as Record<string, unknown>;
  });
}

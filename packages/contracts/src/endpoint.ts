import type { z } from 'zod';
import type { AccessLevel } from './access';

/**
 * One HTTP endpoint, defined once: the server registers its route from this, the OpenAPI document
 * (`/api/openapi.json`, `/api/docs`) is generated from the server's routes, and the browser's typed
 * client (`openapi-fetch`) is typed from that document. See docs/decisions/0009-endpoint-contracts.md.
 */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path in OpenAPI form, e.g. `/api/suggestions/{id}/vote`. */
  path: `/api/${string}`;
  /** The role needed; checked before the input is validated (a guest hears 401, not about a field). */
  access: AccessLevel;
  /** The 401 message when it is not the usual 'Not authenticated.' (the suggestions board answers 'auth'). */
  unauthenticatedMessage?: string;
  /** Besides `access`, the caller must be an admin of the company (issue 23; `admin` implies it). */
  adminOnly?: boolean;
  /** The 403 sentence for a company member who is not its admin, on an `admin` endpoint (the team's own). */
  adminMessage?: string;
  /** One line for the API reference. */
  summary: string;
  description?: string;
  /** The domain, as the API reference groups it. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A `multipart/form-data` body: its text fields (validated by the handler with this schema) and its
   * file fields with how many files each may carry.
   */
  multipart?: { fields: z.ZodType; files: Record<string, { maxCount: number; description: string }> };
  /** The success status and its JSON body. */
  success?: 200 | 201;
  response?: z.ZodType;
  /** A non-JSON success body (e.g. `text/csv`), sent by the handler itself. */
  produces?: string;
  /** Failure statuses beyond those the access level and the inputs already imply (e.g. 409, 429). */
  errors?: readonly number[];
}

/** Keeps the literal types of a definition (paths, levels, schemas) for the server's handler typing. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/// <reference types="vite/client" />
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@ironmatch/contracts/endpoint';
import { fastifyPath } from '../http/endpoint-route';
import { createTestUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_TYPES_FILE, renderApiTypes } from './api-types';

/** Every endpoint definition of packages/contracts (`*-endpoints.ts`). */
const definitionModules = import.meta.glob<Record<string, Record<string, EndpointDefinition>>>(
  '../../../../packages/contracts/src/*-endpoints.ts',
  { eager: true },
);
const definitions = Object.values(definitionModules).flatMap((module) =>
  Object.values(module).flatMap((group) => Object.values(group)),
);

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; security?: unknown[]; responses: object }>>;
}

describe('one definition per endpoint: routes, OpenAPI document and browser types', () => {
  let t: TestApp;
  const registered: Array<{ method: string; url: string; fromContract: boolean }> = [];
  let document: OpenApiDocument;
  /** The operators' calls (`/api/admin/*`, issue 30) are documented apart, for operators only. */
  let operatorsDocument: OpenApiDocument;
  const documentOf = (def: EndpointDefinition) => (def.access === 'operator' ? operatorsDocument : document);

  beforeAll(async () => {
    t = await createTestApp();
    // Routes were registered while building; read them back from Fastify's route table.
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    const operator = await createTestUser(t, { operator: true, company: false });
    operatorsDocument = (
      await t.app.inject({ method: 'GET', url: '/api/admin/openapi.json', headers: operator.headers })
    ).json() as OpenApiDocument;
    for (const def of definitions) {
      // ignoreTrailingSlash registers `/manufList/` as `/manufList`.
      const url = `/api${fastifyPath(def.path)}`.replace(/(.)\/$/, '$1');
      const found = t.app.hasRoute({ method: def.method, url });
      registered.push({ method: def.method, url: def.path, fromContract: found });
    }
  });

  it('finds the endpoint definitions', () => {
    expect(definitions.length).toBeGreaterThan(40);
  });

  it('registers a route for every definition', () => {
    expect(registered.filter((r) => !r.fromContract)).toEqual([]);
  });

  it('documents every definition in the OpenAPI 3.1 document, with its summary and guard', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const def of definitions) {
      const operation = documentOf(def).paths[def.path]?.[def.method.toLowerCase()];
      expect(operation, `${def.method} ${def.path}`).toBeDefined();
      expect(operation!.summary).toBe(def.summary);
      if (def.access === 'public') expect(operation!.security).toBeUndefined();
      else expect(operation!.security).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('documents nothing that has no definition (every /api route comes from a contract)', () => {
    for (const [doc, operators] of [
      [document, false],
      [operatorsDocument, true],
    ] as const) {
      const defined = new Set(
        definitions
          .filter((d) => (d.access === 'operator') === operators)
          .map((d) => `${d.method} ${d.path}`),
      );
      const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      );
      expect(documented.filter((op) => !defined.has(op))).toEqual([]);
      expect(documented.length).toBe(defined.size);
    }
  });

  it('serves the readable reference at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('keeps the committed browser types current (run `npm run api:types` after changing a contract)', async () => {
    const expected = await renderApiTypes(document as unknown as Record<string, unknown>);
    expect(readFileSync(API_TYPES_FILE, 'utf8') === expected, 'openapi-types.ts is out of date').toBe(true);
  });
});

import { defineEndpoint } from './endpoint';
import {
  healthLiveResponseSchema,
  healthReadyResponseSchema,
  healthResponseSchema,
  siteConfigResponseSchema,
} from './site';

export const siteEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'Site',
    summary: 'Whether the server and its database answer.',
    response: healthResponseSchema,
    errors: [503],
  }),
  healthLive: defineEndpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    tag: 'Site',
    summary:
      'Whether the process answers (a liveness probe): touches neither the database, Redis nor storage.',
    response: healthLiveResponseSchema,
  }),
  healthReady: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    tag: 'Site',
    summary: 'Whether this node should get traffic (a readiness probe).',
    description:
      'Checks the primary database, Redis (`off` without REDIS_URL) and the file storage. 503 with a sentence ' +
      'naming what is unreachable, or while the node drains after SIGTERM (`draining: true`); the body has the ' +
      'same `data` at 200 and 503.',
    response: healthReadyResponseSchema,
    errors: [503],
  }),
  siteConfig: defineEndpoint({
    method: 'GET',
    path: '/api/site-config',
    access: 'public',
    tag: 'Site',
    summary: 'Public settings: support contacts, the NetCom address and the payment mode.',
    response: siteConfigResponseSchema,
  }),
};

import { z } from 'zod';
import { envelopeOf } from './envelope';
import { phoneHref } from './site-rules';

// Marked pure, so a chunk that uses only the plain values of this file leaves the schemas (and zod) out.
export const healthResponseSchema = /* @__PURE__ */ envelopeOf(
  /* @__PURE__ */ z.object({
    ok: /* @__PURE__ */ z.literal(true),
    db: /* @__PURE__ */ z.enum(['pglite', 'postgres']),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/health/live`: the process answers; nothing else is asked. */
export const healthLiveResponseSchema = /* @__PURE__ */ envelopeOf(
  /* @__PURE__ */ z.object({ ok: /* @__PURE__ */ z.literal(true) }),
);

/** One dependency of a node as `GET /api/health/ready` sees it; `off` when it is not configured. */
export const readinessCheckSchema = /* @__PURE__ */ z.enum(['ok', 'down', 'off']);
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/** `GET /api/health/ready`: the same shape at 200 (`ok: true`) and at 503 (`ok: false`, with a message). */
export const healthReadyDataSchema = /* @__PURE__ */ z.object({
  ok: /* @__PURE__ */ z.boolean(),
  database: readinessCheckSchema,
  redis: readinessCheckSchema,
  storage: readinessCheckSchema,
  draining: /* @__PURE__ */ z.boolean(),
});
export type HealthReadyData = z.infer<typeof healthReadyDataSchema>;
export const healthReadyResponseSchema = /* @__PURE__ */ envelopeOf(healthReadyDataSchema);

/** Public settings the browser reads instead of keeping its own copies (`GET /api/site-config`). */
export const siteConfigSchema = /* @__PURE__ */ z.object({
  supportPhone: /* @__PURE__ */ z.string(),
  supportEmail: /* @__PURE__ */ z.string(),
  netcomUrl: /* @__PURE__ */ z.string(),
  payments: /* @__PURE__ */ z.object({
    /** `simulated` without Stripe keys: test mode, nothing is charged. */
    mode: /* @__PURE__ */ z.enum(['stripe', 'simulated']),
    publishableKey: /* @__PURE__ */ z.string().nullable(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export const siteConfigResponseSchema = /* @__PURE__ */ envelopeOf(siteConfigSchema);

/**
 * Stand-ins for the public settings in the pages prerendered at build time: the server writes its own
 * settings over them when it serves a page (platform/web-static.ts), so one build fits any deployment.
 * Each is a value no real setting has, and survives HTML and Markdown as it is.
 */
export const PRERENDER_SITE_CONFIG: SiteConfig = {
  supportPhone: '1-000-555-0000',
  supportEmail: 'support-email@prerender.invalid',
  netcomUrl: 'https://netcom-url.prerender.invalid',
  payments: { mode: 'simulated', publishableKey: null },
};

/** Writes real settings over the stand-ins of a prerendered page (HTML-escaped). */
export function fillPrerenderedSiteConfig(html: string, config: SiteConfig): string {
  const stand = PRERENDER_SITE_CONFIG;
  const pairs: Array<[string, string]> = [
    [phoneHref(stand.supportPhone), phoneHref(config.supportPhone)],
    [stand.supportPhone, config.supportPhone],
    [stand.supportEmail, config.supportEmail],
    [stand.netcomUrl, config.netcomUrl],
  ];
  return pairs.reduce((out, [from, to]) => out.split(from).join(escapeHtml(to)), html);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

import { z } from 'zod';
import { envelopeOf } from './envelope';

// Marked pure so that web pages importing only the timings below do not pull zod into their chunk.
export const healthResponseSchema = /* @__PURE__ */ envelopeOf(
  /* @__PURE__ */ z.object({
    ok: /* @__PURE__ */ z.literal(true),
    db: /* @__PURE__ */ z.enum(['pglite', 'postgres']),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Timings of the shell (spec 9). */
export const HERO_ROTATION_MS = 15_000;
export const BANNER_DISPLAY_MS = 5_000;

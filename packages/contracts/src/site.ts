import { z } from 'zod';
import { envelopeOf } from './envelope';

export const healthResponseSchema = envelopeOf(
  z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres']) }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Timings of the shell (spec 9). */
export const HERO_ROTATION_MS = 15_000;
export const BANNER_DISPLAY_MS = 5_000;

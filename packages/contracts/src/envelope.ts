import { z } from 'zod';

/**
 * Every JSON answer of the API has this one shape (DECISIONS.md "API contract"):
 * `status` repeats the HTTP status, `message` is a human sentence, `errors` one sentence per broken rule.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int(),
    message: z.string().optional(),
    errors: z.array(z.string()).optional(),
    data,
  });
}

export interface Envelope<T> {
  status: number;
  message?: string;
  errors?: string[];
  data?: T;
}

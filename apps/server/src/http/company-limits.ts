import type { preHandlerAsyncHookHandler } from 'fastify';
import type { LimitCounter, LimitWindow } from '../platform/limits/limit-counter';
import { AppError } from './app-error';

/**
 * Per-company limits on the writes that send mail to other companies (issue 21: 30 general requests
 * in 0.3 s sent 240 emails). Set well above what a busy parts counter does, several people at one
 * company included: they stop a script or a stuck button, never a person at work. Counted in the
 * database (platform/limits), so they hold across servers. The README lists them.
 */
export const COMPANY_LIMITS = {
  generalRequests: {
    noun: 'general requests',
    windows: [
      { seconds: 60, max: 20 },
      { seconds: 3600, max: 120 },
    ],
  },
  messages: {
    noun: 'messages',
    windows: [
      { seconds: 60, max: 60 },
      { seconds: 3600, max: 600 },
    ],
  },
  quoteRequests: {
    noun: 'quote requests',
    windows: [
      { seconds: 60, max: 30 },
      { seconds: 3600, max: 300 },
    ],
  },
  suggestions: {
    noun: 'suggestions',
    windows: [
      { seconds: 60, max: 20 },
      { seconds: 3600, max: 120 },
    ],
  },
  suggestionComments: {
    noun: 'comments',
    windows: [
      { seconds: 60, max: 30 },
      { seconds: 3600, max: 300 },
    ],
  },
} as const satisfies Record<string, { noun: string; windows: readonly LimitWindow[] }>;

export type CompanyLimitName = keyof typeof COMPANY_LIMITS;

/** 'You have sent too many messages. Please try again in 40 seconds.' (minutes from 90 seconds on). */
export function tooManySentence(noun: string, retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 90
      ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
      : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `You have sent too many ${noun}. Please try again in ${wait}.`;
}

export interface CompanyLimits {
  /** Counts one action of the company, or throws the 429 with its sentence and Retry-After. */
  take(name: CompanyLimitName, companyId: number): Promise<void>;
  /** Route options whose preHandler takes the limit for the caller's company (before any input is read). */
  route(name: CompanyLimitName): { preHandler: preHandlerAsyncHookHandler };
}

export function createCompanyLimits(counter: LimitCounter): CompanyLimits {
  async function take(name: CompanyLimitName, companyId: number): Promise<void> {
    const limit = COMPANY_LIMITS[name];
    const outcome = await counter.hit(`${name}:c${companyId}`, limit.windows);
    if (outcome.allowed) return;
    const message = tooManySentence(limit.noun, outcome.retryAfterSeconds);
    throw new AppError(429, message, [message], { 'retry-after': String(outcome.retryAfterSeconds) });
  }
  return {
    take,
    route: (name) => ({
      preHandler: async (request) => {
        // The route's access level (company or member) has already made sure there is a company.
        const companyId = request.auth?.companyId;
        if (typeof companyId === 'number') await take(name, companyId);
      },
    }),
  };
}

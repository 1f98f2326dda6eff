import type { LiveEvent } from '@ironmatch/contracts/live-events';
import type { LiveUpdates } from './live-updates';

/** The topic a company's users' live connections listen on (every user of it, on any node). */
export const companyTopic = (companyId: number) => `company:${companyId}`;
/** The topic of one user's live connections (all their tabs, on any node). */
export const userTopic = (userId: number) => `user:${userId}`;

/**
 * What services call after their commit to tell the browsers concerned to look again (`GET /api/live`).
 * Never throws and never waits: a lost announcement only means the page finds out with its next poll.
 */
export interface LiveAnnouncer {
  toCompany(companyId: number, event: LiveEvent): void;
  toUser(userId: number, event: LiveEvent): void;
}

export function createLiveAnnouncer(
  live: LiveUpdates,
  log: { warn(obj: object, msg: string): void },
): LiveAnnouncer {
  const publish = (topic: string, event: LiveEvent) => {
    live.publish(topic, event).catch((err: unknown) => {
      log.warn({ err, topic }, 'could not announce a live update; the pages see it with their next poll');
    });
  };
  return {
    toCompany: (companyId, event) => publish(companyTopic(companyId), event),
    toUser: (userId, event) => publish(userTopic(userId), event),
  };
}

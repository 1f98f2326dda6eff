import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cookieConsents } from '../../db/schema/consent';

const columns = {
  essential: cookieConsents.essential,
  preferences: cookieConsents.preferences,
  analytics: cookieConsents.analytics,
  marketing: cookieConsents.marketing,
  createdAt: cookieConsents.createdAt,
  updatedAt: cookieConsents.updatedAt,
};

export function createConsentRepository(db: Db) {
  return {
    async find(userId: number) {
      const [row] = await db.select(columns).from(cookieConsents).where(eq(cookieConsents.userId, userId));
      return row;
    },

    async upsert(userId: number, choice: { preferences: boolean; analytics: boolean; marketing: boolean }) {
      const [row] = await db
        .insert(cookieConsents)
        .values({ userId, essential: true, ...choice })
        .onConflictDoUpdate({
          target: cookieConsents.userId,
          set: { essential: true, ...choice, updatedAt: sql`now()` },
        })
        .returning(columns);
      return row!;
    },

    async remove(userId: number): Promise<void> {
      await db.delete(cookieConsents).where(eq(cookieConsents.userId, userId));
    },
  };
}

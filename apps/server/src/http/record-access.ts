import type { AccessClaims } from '@ironmatch/contracts/access';
import type { Db } from '../db/database';
import { AppError } from './app-error';

/**
 * The record kinds the access check knows and the roles each has. Each owning module adds its own:
 * `declare module '../../http/record-access' { interface RecordKinds { order: 'buyer' | 'seller' } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RecordKinds {}
export type RecordKind = keyof RecordKinds & string;
type RoleOf<K extends RecordKind> = RecordKinds[K] & string;

/** Who holds each role on one record: companies and/or users. */
export type RecordParties<Role extends string> = Record<Role, { companyIds?: number[]; userIds?: number[] }>;

export interface RecordKindDefinition<Role extends string> {
  /** The 404 sentence: the record does not exist, or is not yours to see. */
  notFound: string;
  /**
   * The spec's explicit 403 for another's record (messages: 'You do not have access to this message.').
   * Without it, a record that is not yours answers 404 (DECISIONS.md).
   */
  forbidden?: string;
  /** The 403 sentence for a party acting in a role it does not hold (e.g. a buyer confirming prices). */
  wrongRole?: Partial<Record<Role, string>>;
  /** The record's parties, or null when it does not exist. `lock` takes a row lock for the transaction. */
  load(db: Db, id: number, options: { lock: boolean }): Promise<RecordParties<Role> | null>;
}

export interface RequireOptions {
  /** The transaction to read (and lock) in; the app's database otherwise. */
  db?: Db;
  /** Lock the record's row until the transaction ends (state and money changes). */
  lock?: boolean;
}

export interface RecordAccess {
  define<K extends RecordKind>(kind: K, definition: RecordKindDefinition<RoleOf<K>>): void;
  /**
   * The one record-level check: `auth` must hold `role` (or any role, for 'party') on record `id` of
   * `kind`. Answers the record's parties; throws 404 for a record that is missing or not yours (or the
   * kind's explicit 403), and 403 with the kind's sentence for a party acting in the wrong role.
   */
  require<K extends RecordKind>(
    auth: AccessClaims,
    kind: K,
    id: number,
    role: RoleOf<K> | 'party',
    options?: RequireOptions,
  ): Promise<RecordParties<RoleOf<K>>>;
  /**
   * The same check without a refusal, for a rule that shows a record differently to its parties (your
   * own company in full, another's contact details): whether `auth` holds `role` (or any role, for
   * 'party') on record `id`, or 'missing' when the record does not exist.
   */
  holds<K extends RecordKind>(
    auth: AccessClaims,
    kind: K,
    id: number,
    role: RoleOf<K> | 'party',
    options?: RequireOptions,
  ): Promise<'held' | 'not-held' | 'missing'>;
  /**
   * The same check for a company other than the caller's (a message's related record must be the
   * recipient company's): whether company `companyId` holds `role` (or any role, for 'party') on record
   * `id`, or 'missing' when the record does not exist. The caller says what each answer means.
   */
  companyHolds<K extends RecordKind>(
    companyId: number,
    kind: K,
    id: number,
    role: RoleOf<K> | 'party',
    options?: RequireOptions,
  ): Promise<'held' | 'not-held' | 'missing'>;
}

function holds(auth: AccessClaims, who: { companyIds?: number[]; userIds?: number[] } | undefined): boolean {
  if (!who) return false;
  return (
    (auth.companyId !== null && (who.companyIds ?? []).includes(auth.companyId)) ||
    (who.userIds ?? []).includes(auth.userId)
  );
}

export function createRecordAccess(db: Db): RecordAccess {
  const kinds = new Map<string, RecordKindDefinition<string>>();
  const definitionOf = (kind: string) => {
    const definition = kinds.get(kind);
    if (!definition) throw new Error(`record kind ${kind} is not defined`);
    return definition;
  };
  return {
    define(kind, definition) {
      if (kinds.has(kind)) throw new Error(`record kind ${kind} is defined twice`);
      kinds.set(kind, definition as RecordKindDefinition<string>);
    },

    async require(auth, kind, id, role, options = {}) {
      const definition = definitionOf(kind);
      const parties = await definition.load(options.db ?? db, id, { lock: options.lock ?? false });
      const deny = () =>
        definition.forbidden
          ? new AppError(403, definition.forbidden)
          : new AppError(404, definition.notFound);
      if (!parties) throw new AppError(404, definition.notFound);
      const roles = Object.keys(parties) as string[];
      const held = roles.filter((r) => holds(auth, (parties as Record<string, never>)[r]));
      if (held.length === 0) throw deny();
      if (role !== 'party' && !held.includes(role)) {
        const sentence = (definition.wrongRole as Record<string, string> | undefined)?.[role];
        throw sentence ? new AppError(403, sentence) : deny();
      }
      return parties as never;
    },

    async holds(auth, kind, id, role, options = {}) {
      const parties = await definitionOf(kind).load(options.db ?? db, id, { lock: options.lock ?? false });
      if (!parties) return 'missing';
      const holders = role === 'party' ? Object.values(parties) : [(parties as Record<string, never>)[role]];
      return holders.some((who) => holds(auth, who)) ? 'held' : 'not-held';
    },

    async companyHolds(companyId, kind, id, role, options = {}) {
      const parties = await definitionOf(kind).load(options.db ?? db, id, { lock: options.lock ?? false });
      if (!parties) return 'missing';
      const holders = role === 'party' ? Object.values(parties) : [(parties as Record<string, never>)[role]];
      const held = holders.some((who: { companyIds?: number[] } | undefined) =>
        (who?.companyIds ?? []).includes(companyId),
      );
      return held ? 'held' : 'not-held';
    },
  };
}

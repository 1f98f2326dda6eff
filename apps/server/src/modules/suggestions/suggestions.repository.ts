import { sql, type SQL } from 'drizzle-orm';
import type {
  Suggestion,
  SuggestionComment,
  SuggestionSortField,
  SuggestionSortOrder,
  UserVote,
  VoteValue,
} from '@ironmatch/contracts/suggestions';
import { queryRows, type Db } from '../../db/database';
import { SQL_STATE, sqlState } from '../../db/sql-state';
import { escapeLike } from '../../db/escape-like';

export interface SuggestionListOptions {
  /** The caller, whose own vote fills `userVote`; null for a guest. */
  viewerId: number | null;
  sortBy: SuggestionSortField;
  sortOrder: SuggestionSortOrder;
  q?: string;
  limit: number;
}

interface AuthorRow {
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
  authorId: number | null;
  hidden: boolean;
  hiddenReason: string | null;
}
type SuggestionRow = Omit<Suggestion, 'User' | 'userVote'> & AuthorRow & { userVote: number };
type CommentRow = Omit<SuggestionComment, 'User'> & AuthorRow;

// ISO 8601 in UTC whichever driver runs the query (node-postgres would otherwise hand back Date objects).
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Whitelisted ORDER BY clauses; nothing from the request reaches the SQL text. */
const ORDER_BY: Record<SuggestionSortField, Record<SuggestionSortOrder, SQL>> = {
  upvoteCount: {
    DESC: sql.raw('s.upvote_count desc, s.created_at desc, s.id desc'),
    ASC: sql.raw('s.upvote_count asc, s.created_at desc, s.id desc'),
  },
  createdAt: {
    DESC: sql.raw('s.created_at desc, s.id desc'),
    ASC: sql.raw('s.created_at asc, s.id asc'),
  },
};

function author(row: AuthorRow): Suggestion['User'] {
  if (row.authorId === null) return null;
  return { firstName: row.authorFirstName, lastName: row.authorLastName, email: row.authorEmail };
}

function toSuggestion(row: SuggestionRow): Suggestion {
  return {
    id: row.id,
    suggestion: row.suggestion,
    createdAt: row.createdAt,
    upvoteCount: Number(row.upvoteCount),
    userVote: normalizeVote(row.userVote),
    commentCount: Number(row.commentCount),
    User: author(row),
    hidden: row.hidden,
    hiddenReason: row.hidden ? row.hiddenReason : null,
  };
}

function toComment(row: CommentRow): SuggestionComment {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt,
    User: author(row),
    hidden: row.hidden,
    hiddenReason: row.hidden ? row.hiddenReason : null,
  };
}

/**
 * Issue 30: a hidden suggestion or comment is seen by its author only (marked); `alias` is the table's
 * alias in the query. A guest (viewer 0) sees none.
 */
export const seenByViewer = (alias: string, viewerId: number | null) =>
  sql`(${sql.raw(alias)}.hidden_at is null or ${sql.raw(alias)}.user_id = ${viewerId ?? 0})`;

function normalizeVote(value: number | null | undefined): UserVote {
  const n = Number(value ?? 0);
  return n > 0 ? 1 : n < 0 ? -1 : 0;
}

function isForeignKeyViolation(err: unknown): boolean {
  return sqlState(err) === SQL_STATE.foreignKeyViolation;
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;

export function createSuggestionsRepository(db: Db) {
  function selectSuggestions(viewerId: number | null, where: SQL, orderBy: SQL, limit: number) {
    return queryRows<SuggestionRow>(
      db,
      sql`
        select s.id, s.suggestion, ${iso(sql`s.created_at`)} as "createdAt", s.upvote_count as "upvoteCount",
          coalesce(v.value, 0)::int as "userVote",
          (select count(*)::int from suggestion_comments c where c.suggestion_id = s.id
            and ${seenByViewer('c', viewerId)}) as "commentCount",
          s.hidden_at is not null as hidden, s.hidden_reason as "hiddenReason",
          u.id as "authorId", u.first_name as "authorFirstName", u.last_name as "authorLastName", u.email as "authorEmail"
        from suggestions s
        left join users u on u.id = s.user_id
        left join suggestion_votes v on v.suggestion_id = s.id and v.user_id = ${viewerId ?? 0}
        where ${where} and ${seenByViewer('s', viewerId)}
        order by ${orderBy}
        limit ${limit}`,
    );
  }

  /** The suggestion exists and `viewerId` may see it (a hidden one: its author only). */
  async function exists(id: number, viewerId: number | null = null): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select s.id from suggestions s where s.id = ${id} and ${seenByViewer('s', viewerId)}`,
    );
    return rows.length > 0;
  }

  return {
    exists,

    async list(options: SuggestionListOptions): Promise<Suggestion[]> {
      const where = options.q
        ? sql`s.suggestion ilike ${`%${escapeLike(options.q)}%`} escape '\\'`
        : sql`true`;
      const rows = await selectSuggestions(
        options.viewerId,
        where,
        ORDER_BY[options.sortBy][options.sortOrder],
        options.limit,
      );
      return rows.map(toSuggestion);
    },

    async findById(id: number, viewerId: number | null): Promise<Suggestion | null> {
      const rows = await selectSuggestions(viewerId, sql`s.id = ${id}`, sql`s.id`, 1);
      return rows[0] ? toSuggestion(rows[0]) : null;
    },

    /** Returns the new id, or null when the author's account no longer exists. */
    async insert(userId: number, text: string): Promise<number | null> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into suggestions (user_id, suggestion)
            select u.id, ${text} from users u where u.id = ${userId}
            returning id`,
      );
      return rows[0]?.id ?? null;
    },

    /**
     * Sets (or replaces) the user's vote and recomputes the score from the votes, in one transaction that
     * first locks the suggestion row: concurrent votes on one suggestion apply one after another, and the
     * primary key (suggestion, user) turns a repeated vote into an update. Null when the suggestion is unknown.
     */
    async castVote(
      suggestionId: number,
      userId: number,
      value: VoteValue,
    ): Promise<number | null | 'no-user'> {
      try {
        return await db.transaction(async (tx) => {
          if (!(await lockSuggestion(tx, suggestionId))) return null;
          await tx.execute(sql`
            insert into suggestion_votes (suggestion_id, user_id, value)
            values (${suggestionId}, ${userId}, ${value})
            on conflict (suggestion_id, user_id) do update set value = excluded.value, updated_at = now()`);
          return recomputeScore(tx, suggestionId);
        });
      } catch (err) {
        // The token outlived the account: the vote has no one to belong to.
        if (isForeignKeyViolation(err)) return 'no-user';
        throw err;
      }
    },

    /** Removes the user's vote (if any) and recomputes the score; null when the suggestion is unknown. */
    async removeVote(suggestionId: number, userId: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        if (!(await lockSuggestion(tx, suggestionId))) return null;
        await tx.execute(
          sql`delete from suggestion_votes where suggestion_id = ${suggestionId} and user_id = ${userId}`,
        );
        return recomputeScore(tx, suggestionId);
      });
    },

    /** Newest first. */
    async listComments(suggestionId: number, viewerId: number | null): Promise<SuggestionComment[]> {
      const rows = await queryRows<CommentRow>(
        db,
        sql`
          select c.id, c.body, ${iso(sql`c.created_at`)} as "createdAt",
            c.hidden_at is not null as hidden, c.hidden_reason as "hiddenReason",
            u.id as "authorId", u.first_name as "authorFirstName", u.last_name as "authorLastName", u.email as "authorEmail"
          from suggestion_comments c
          left join users u on u.id = c.user_id
          where c.suggestion_id = ${suggestionId} and ${seenByViewer('c', viewerId)}
          order by c.created_at desc, c.id desc`,
      );
      return rows.map(toComment);
    },

    /**
     * Adds a comment; null when the suggestion is unknown, 'no-user' when the author's account is gone.
     */
    async insertComment(
      suggestionId: number,
      userId: number,
      body: string,
    ): Promise<SuggestionComment | null | 'no-user'> {
      let rows: CommentRow[];
      try {
        rows = await queryRows<CommentRow>(
          db,
          sql`
            with inserted as (
              insert into suggestion_comments (suggestion_id, user_id, body)
              select s.id, ${userId}, ${body} from suggestions s
              where s.id = ${suggestionId} and s.hidden_at is null
              returning id, body, created_at, user_id
            )
            select i.id, i.body, ${iso(sql`i.created_at`)} as "createdAt", false as hidden, null as "hiddenReason",
              u.id as "authorId", u.first_name as "authorFirstName", u.last_name as "authorLastName", u.email as "authorEmail"
            from inserted i
            left join users u on u.id = i.user_id`,
        );
      } catch (err) {
        if (isForeignKeyViolation(err)) return (await exists(suggestionId)) ? 'no-user' : null;
        throw err;
      }
      const row = rows[0];
      return row ? toComment(row) : null;
    },
  };
}

async function lockSuggestion(tx: Db, suggestionId: number): Promise<boolean> {
  // NO KEY UPDATE: serializes vote changes on this row without blocking foreign-key checks of new comments.
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from suggestions where id = ${suggestionId} and hidden_at is null for no key update`,
  );
  return rows.length > 0;
}

async function recomputeScore(tx: Db, suggestionId: number): Promise<number> {
  const rows = await queryRows<{ score: number }>(
    tx,
    sql`update suggestions
        set upvote_count = (select coalesce(sum(value), 0)::int from suggestion_votes where suggestion_id = ${suggestionId})
        where id = ${suggestionId}
        returning upvote_count as score`,
  );
  return Number(rows[0]?.score ?? 0);
}

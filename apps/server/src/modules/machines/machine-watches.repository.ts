import { sql } from 'drizzle-orm';
import type { MachineWatch } from '@ironmatch/contracts/machines';
import { queryRows, type Db } from '../../db/database';

/** The machine watches' SQL (issue 28): the user's watches, the matches of a new machine, the daily email's rows. */

const watchColumns = sql`w.id, mf.abbrname as manufacturer, w.model, w.state,
  to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

export function watchesOf(db: Db, userId: number): Promise<MachineWatch[]> {
  return queryRows<MachineWatch>(
    db,
    sql`select ${watchColumns} from machine_watches w join manufacturers mf on mf.id = w.manufacturer_id
        where w.user_id = ${userId} order by w.created_at desc, w.id desc`,
  );
}

/** Locks the user's row so two saves at once never make a 21st watch; answers how many they keep. */
export async function lockedWatchCount(db: Db, userId: number): Promise<number> {
  await queryRows(db, sql`select id from users where id = ${userId} for update`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from machine_watches where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

export async function insertWatch(
  db: Db,
  w: { userId: number; manufacturerId: number; model: string; modelNorm: string; state: string | null },
): Promise<MachineWatch> {
  const [row] = await queryRows<MachineWatch>(
    db,
    sql`with w as (
          insert into machine_watches (user_id, manufacturer_id, model, model_norm, state)
          values (${w.userId}, ${w.manufacturerId}, ${w.model}, ${w.modelNorm}, ${w.state})
          returning *)
        select ${watchColumns} from w join manufacturers mf on mf.id = w.manufacturer_id`,
  );
  return row!;
}

export async function deleteWatch(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from machine_watches where id = ${id}`);
}

/**
 * Records the watches a new machine matches: saved before it was listed, of a user outside the listing
 * company, the same make, the machine's normalised model beginning with the watch's, and the watch's
 * state when it has one. Answers each matched watch with the time its next email may go.
 */
export function recordMatches(
  db: Db,
  machineId: number,
): Promise<Array<{ watchId: number; sendAt: string }>> {
  return queryRows(
    db,
    sql`with m as (select * from machines where id = ${machineId}),
        matched as (
          insert into machine_watch_matches (watch_id, machine_id)
          select w.id, m.id from machine_watches w, m
          where w.manufacturer_id = m.manufacturer_id
            and starts_with(m.model_norm, w.model_norm)
            and (w.state is null or w.state = m.state)
            and w.created_at < m.created_at
            and not exists (select 1 from company_memberships cm
                            where cm.user_id = w.user_id and cm.company_id = m.company_id)
          on conflict do nothing
          returning watch_id)
        select w.id as "watchId",
          to_char(greatest(now(), coalesce(w.last_emailed_at + interval '24 hours', now())) at time zone 'UTC',
                  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "sendAt"
        from matched join machine_watches w on w.id = matched.watch_id`,
  );
}

export interface WatchForEmail {
  id: number;
  model: string;
  manufacturer: string;
  state: string | null;
  email: string;
  firstName: string;
  wantsEmail: boolean;
  /** The last email went less than 24 hours ago: the next waits until `nextAt`. */
  waiting: boolean;
  nextAt: string | null;
}

/** The watch and its user, the watch's row locked for the rest of the transaction (one email at a time). */
export async function lockWatchForEmail(db: Db, id: number): Promise<WatchForEmail | undefined> {
  const [row] = await queryRows<WatchForEmail>(
    db,
    sql`select w.id, w.model, mf.abbrname as manufacturer, w.state, u.email,
          coalesce(u.first_name, '') as "firstName", u.machine_watch_emails as "wantsEmail",
          coalesce(w.last_emailed_at > now() - interval '24 hours', false) as waiting,
          to_char((w.last_emailed_at + interval '24 hours') at time zone 'UTC',
                  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "nextAt"
        from machine_watches w join users u on u.id = w.user_id join manufacturers mf on mf.id = w.manufacturer_id
        where w.id = ${id} for update of w`,
  );
  return row;
}

export interface PendingMatch {
  machineId: number;
  manufacturer: string;
  model: string;
  year: number | null;
  state: string;
}

/** The watch's matches not yet in an email whose machine is still in the buyers' lists, oldest first. */
export function pendingMatches(db: Db, watchId: number): Promise<PendingMatch[]> {
  return queryRows<PendingMatch>(
    db,
    sql`select m.id as "machineId", mf.abbrname as manufacturer, m.model, m.year, m.state
        from machine_watch_matches x join machines m on m.id = x.machine_id
          join manufacturers mf on mf.id = m.manufacturer_id
        where x.watch_id = ${watchId} and x.emailed_at is null
          and (m.visible_until is null or m.visible_until > now()) and m.hidden_at is null and not m.draft
        order by m.created_at, m.id`,
  );
}

/** Marks the watch's pending matches done; `emailed` also starts the watch's next 24 hours. */
export async function closeMatches(db: Db, watchId: number, emailed: boolean): Promise<void> {
  await db.execute(
    sql`update machine_watch_matches set emailed_at = now() where watch_id = ${watchId} and emailed_at is null`,
  );
  if (emailed)
    await db.execute(sql`update machine_watches set last_emailed_at = now() where id = ${watchId}`);
}

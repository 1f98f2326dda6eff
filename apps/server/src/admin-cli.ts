import { parseRecordId } from '@ironmatch/contracts/record-id';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase, type Db } from './db/database';
import { createAccountsOperations } from './modules/accounts/accounts.service';
import {
  createOrphanPaymentsOperations,
  describeOrphanPayment,
} from './modules/payments/orphan-payments.service';
import { createStatsRollups } from './modules/stats/stats-rollup.service';
import {
  CrossReferenceFileError,
  describeLoad,
  loadOperatorCrossReferences,
} from './modules/part-matcher/cross-reference-load.service';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Operator commands (DECISIONS.md: membership and payout accounts are set by operators, not users).
 * `npm run admin -- <command> ...`; works on the embedded database (DATA_DIR) and on PostgreSQL
 * (DATABASE_URL). The embedded database is single-process: stop the server before using it.
 */
const USAGE = `Usage: npm run admin -- <command> [arguments]

Commands:
  set-member <companyId> <memid>     Make a company a network member (memid), e.g. set-member 12 NC1042
  set-member <companyId> --clear     Remove a company's network membership
  set-payout <companyId> <acct>      Record the company's payout account id, e.g. set-payout 12 acct_1Abc...
  set-payout <companyId> --clear     Remove the company's payout account id
  verify-email <email>               Mark a user's email address as verified
  set-operator <email>               Make a user an operator (the operators' console at /admin)
  set-operator <email> --clear       Make an operator an ordinary user again
  list-orphan-payments [--all]       Payments that succeeded but match no order (refund or match each
                                     at the payment provider); --all includes the resolved ones
  resolve-orphan-payment <id> <note> Mark one resolved, with what was done, e.g. "Refunded at Stripe"
  stats-backfill                     Build the stats manager's rollups from the existing history (resumable;
                                     the server's stats job does the same in the background)
  stats-rebuild                      Forget the stats rollups and build them again from the history
  load-cross-references <file.csv> [--dry-run]
                                     Load operators' part-number cross-references (columns from_part_number,
                                     from_manufacturer, to_part_number, to_manufacturer, kind, serial_note);
                                     prints each refused row with its line; --dry-run changes nothing

The database is PostgreSQL when DATABASE_URL is set, otherwise the embedded one under DATA_DIR
(default ./data; stop the server first, the embedded database allows one process at a time).
Users see a new member id, payout account or operator flag after their next session refresh (at most 2 hours).`;

class UsageError extends Error {}

function companyIdArg(value: string | undefined): number {
  const id = parseRecordId(value);
  if (id === null)
    throw new UsageError(`The company id must be a positive whole number; got "${value ?? ''}".`);
  return id;
}

export async function runAdminCommand(db: Db, args: string[]): Promise<string> {
  const accounts = createAccountsOperations(db);
  const noCompany = (companyId: number) => new UsageError(`No company has id ${companyId}.`);
  const [command, ...rest] = args;
  switch (command) {
    case 'set-member': {
      const [id, memid] = rest;
      const companyId = companyIdArg(id);
      if (!memid) throw new UsageError('set-member needs a member id (or --clear).');
      const value = memid === '--clear' ? null : memid.trim();
      if (value !== null && !/^[\w-]{1,40}$/.test(value))
        throw new UsageError('A member id is 1 to 40 letters, digits, dashes or underscores.');
      const company = await accounts.setMembership(companyId, value);
      if (!company) throw noCompany(companyId);
      return value === null
        ? `Company ${company.id} (${company.name}) is no longer a network member.`
        : `Company ${company.id} (${company.name}) is now network member ${value}.`;
    }
    case 'set-payout': {
      const [id, account] = rest;
      const companyId = companyIdArg(id);
      if (!account) throw new UsageError('set-payout needs a payout account id (or --clear).');
      const value = account === '--clear' ? null : account.trim();
      if (value !== null && !/^acct_\w{1,64}$/.test(value))
        throw new UsageError('A payout account id looks like acct_ followed by letters and digits.');
      const company = await accounts.setPayoutAccount(companyId, value);
      if (!company) throw noCompany(companyId);
      return value === null
        ? `Company ${company.id} (${company.name}) has no payout account now.`
        : `Company ${company.id} (${company.name}) now pays out to ${value}.`;
    }
    case 'verify-email': {
      const [email] = rest;
      if (!email || !email.includes('@'))
        throw new UsageError("verify-email needs the user's email address.");
      const user = await accounts.markEmailVerified(email);
      if (!user) throw new UsageError(`No user has the email ${email}.`);
      return `The email ${user.email} (user ${user.id}) is verified.`;
    }
    case 'set-operator': {
      const [email, flag, ...extra] = rest;
      if (!email || !email.includes('@') || (flag !== undefined && flag !== '--clear') || extra.length > 0)
        throw new UsageError("set-operator needs the user's email address (and optionally --clear).");
      const clear = flag === '--clear';
      const user = await accounts.setOperator(email, !clear);
      if (!user) throw new UsageError(`No user has the email ${email}.`);
      return clear
        ? `${user.email} (user ${user.id}) is no longer an operator.`
        : `${user.email} (user ${user.id}) is now an operator; they see the console at /admin after their next sign-in.`;
    }
    case 'list-orphan-payments': {
      const all = rest[0] === '--all';
      if (rest.length > (all ? 1 : 0)) throw new UsageError('list-orphan-payments takes only --all.');
      const rows = await createOrphanPaymentsOperations(db).list({ all });
      if (rows.length === 0) return all ? 'No unmatched payments.' : 'No unresolved unmatched payments.';
      return [
        `${rows.length} payment(s) succeeded that match no order (newest first):`,
        ...rows.map((row) => `  ${describeOrphanPayment(row)}`),
        ...(all
          ? []
          : [
              'Refund or match each at the payment provider, then: npm run admin -- resolve-orphan-payment <id> "<what was done>"',
            ]),
      ].join('\n');
    }
    case 'resolve-orphan-payment': {
      const [rawId, ...words] = rest;
      const id = parseRecordId(rawId);
      if (id === null)
        throw new UsageError(`The payment id must be a positive whole number; got "${rawId ?? ''}".`);
      const note = words.join(' ').trim();
      if (!note) throw new UsageError('resolve-orphan-payment needs a note saying what was done.');
      const row = await createOrphanPaymentsOperations(db).resolve(id, note.slice(0, 500));
      if (!row) throw new UsageError(`No unmatched payment has id ${id}.`);
      return `Unmatched payment ${row.id} (${row.intentId}) is resolved: ${row.resolution}`;
    }
    case 'stats-backfill':
    case 'stats-rebuild': {
      const rollups = createStatsRollups({ db, chunk: 20_000 });
      if (command === 'stats-rebuild') await rollups.rebuild();
      const started = Date.now();
      let chunks = 0;
      // One chunk per step: each commits with its cursor, so an interrupted backfill resumes here.
      while ((await rollups.run({ maxChunks: 1 })).backfill !== 'done') chunks++;
      return `The stats rollups are up to date (${chunks + 1} steps, ${((Date.now() - started) / 1000).toFixed(1)} s).`;
    }
    case 'load-cross-references': {
      const dryRun = rest.includes('--dry-run');
      const files = rest.filter((a) => a !== '--dry-run');
      if (files.length !== 1)
        throw new UsageError('load-cross-references needs one CSV file (and optionally --dry-run).');
      // npm runs the command inside apps/server: a relative path is read from where it was typed.
      const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
      let csv: string;
      try {
        csv = await readFile(file, 'utf8');
      } catch {
        throw new UsageError(`Cannot read the file ${file}.`);
      }
      try {
        return describeLoad(await loadOperatorCrossReferences(db, csv, { dryRun }));
      } catch (err) {
        if (err instanceof CrossReferenceFileError) throw new UsageError(err.message);
        throw err;
      }
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      throw new UsageError('');
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || ['help', '--help', '-h'].includes(args[0]!)) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig(process.env, { role: 'tool' });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(await runAdminCommand(database.db, args));
  } finally {
    await database.close();
  }
}

const isEntry =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (isEntry) {
  main().catch((err) => {
    if (err instanceof UsageError) {
      if (err.message) console.error(`Error: ${err.message}\n`);
      console.error(USAGE);
      process.exit(2);
    }
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    const message = String((err as Error)?.message ?? err);
    console.error(`The command failed: ${message}`);
    if (/lock|already in use|EBUSY/i.test(message))
      console.error('Is the server running on the same DATA_DIR? Stop it first, or use DATABASE_URL.');
    process.exit(1);
  });
}

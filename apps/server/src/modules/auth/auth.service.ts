import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  PASSWORD_HISTORY_DEPTH,
  REFRESH_TOKEN_LIFETIME_DAYS,
  RESET_TOKEN_LIFETIME_HOURS,
  TERMS_VERSION,
  VERIFY_TOKEN_LIFETIME_HOURS,
  type TokenPair,
} from '@ironmatch/contracts/auth';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import type { Db } from '../../db/database';
import { SQL_STATE, sqlState } from '../../db/sql-state';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/app-error';
import { enqueueMail, type QueuedMail } from '../../platform/mail/mail-job';
import type { AccessClaims, AccessTokenService } from './access-token';
import type { MailBranding } from '../../platform/mail/email-layout';
import { passwordChangedEmail, passwordResetEmail, verificationEmail } from './auth-emails';
import { accountStanding } from '../accounts/account-standing.service';
import { accountsForSignIn } from '../accounts/accounts.service';
import { createAuthRepository, type AuthRepository, type RefreshTokenRow } from './auth.repository';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { hashToken, newOpaqueToken } from './opaque-token';
import type { PasswordHasher } from './password-hasher';

export interface AuthServiceDeps {
  db: Db;
  tokens: AccessTokenService;
  passwords: PasswordHasher;
  mail: MailBranding;
  /** Wakes the job worker so mail leaves now rather than at the next poll. */
  pokeJobs: () => void;
  /** Slows (never blocks) an email's logins after failures from anywhere; one per service by default. */
  loginThrottle?: LoginThrottle;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const HOUR_MS = 60 * 60 * 1000;

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Sign-up, login, sessions (rotating refresh tokens), passwords and email verification. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, passwords, mail } = deps;
  const repo = createAuthRepository(db);
  const accounts = accountsForSignIn(db);
  const throttle = deps.loginThrottle ?? createLoginThrottle();

  /**
   * Signs an access token from the database's current state and stores a new refresh token. With
   * `rotated`, the pair is also sealed onto the token it replaces, for the reuse grace.
   */
  async function issueSession(
    tx: Db,
    userId: number,
    options: { familyId?: string; deviceInfo?: string | null; rotated?: { id: number; tokenHash: string } },
  ): Promise<TokenPair> {
    const r = createAuthRepository(tx);
    const subject = await accountsForSignIn(tx).claimsFor(userId);
    if (!subject) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    // A disabled login or a suspended company starts and renews no session (issue 30).
    await refuseBlocked(tx, userId);
    const refreshToken = newOpaqueToken();
    const familyId = options.familyId ?? randomUUID();
    await r.insertRefreshToken({
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      companyId: subject.companyId,
      deviceInfo: options.deviceInfo ?? null,
      expiresAt: inFuture(REFRESH_TOKEN_LIFETIME_DAYS * 24 * HOUR_MS),
    });
    const pair = { accessToken: await tokens.sign({ ...subject, loginId: familyId }), refreshToken };
    if (options.rotated)
      await r.storeSuccessor(options.rotated.id, tokens.sealSuccessor(pair, options.rotated.tokenHash));
    return pair;
  }

  async function refuseBlocked(on: Db, userId: number): Promise<void> {
    const block = await accountStanding(on).signInBlock(userId);
    if (block === 'login_disabled') throw forbidden(AUTH_MESSAGES.loginDisabled);
    if (block === 'company_suspended') throw forbidden(AUTH_MESSAGES.companySuspended);
  }

  /** Ends logins in the database (in `r`'s transaction) and, once committed, their access tokens. */
  function forgetLogins(loginIds: string[]): void {
    if (loginIds.length > 0) tokens.revokeLogins(loginIds);
  }

  /**
   * A token that was already rotated: within the reuse grace (two tabs, a network retry) it answers
   * the pair it was rotated to; after it, two parties hold the token and the whole login ends.
   */
  async function replayOrRevoke(row: RefreshTokenRow, tokenHash: string): Promise<TokenPair> {
    if (row.inReuseGrace && !row.revokedAt && row.successorSealed) {
      const pair = tokens.openSuccessor(row.successorSealed, tokenHash);
      if (pair) return pair;
    }
    forgetLogins(await repo.revokeFamily(row.familyId));
    throw unauthorized(AUTH_MESSAGES.sessionExpired);
  }

  /** True when the password equals one of the last five (the current one included). */
  async function isRecentPassword(r: AuthRepository, userId: number, password: string): Promise<boolean> {
    for (const hash of await r.recentPasswordHashes(userId, PASSWORD_HISTORY_DEPTH)) {
      if (await passwords.verify(hash, password)) return true;
    }
    return false;
  }

  /** Account mail (verification, reset, password changed) goes before any notification. */
  async function queue(m: QueuedMail | QueuedMail[], on: Db = db) {
    await enqueueMail(on, m, { priority: 'account' });
  }

  async function newEmailToken(r: AuthRepository, userId: number, kind: 'verify' | 'reset'): Promise<string> {
    // A new reset link ends the older ones (a reset link is a key to the account). Verification links
    // all stay valid until they expire or one is used (issue 10): the mail that arrives first works.
    if (kind === 'reset') await r.invalidateEmailTokens(userId, kind);
    const token = newOpaqueToken();
    const lifetime = kind === 'verify' ? VERIFY_TOKEN_LIFETIME_HOURS : RESET_TOKEN_LIFETIME_HOURS;
    await r.insertEmailToken(userId, kind, hashToken(token), inFuture(lifetime * HOUR_MS));
    return token;
  }

  return {
    async register(input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      phoneOffice?: string | null;
      phoneMobile?: string | null;
      deviceInfo: string | null;
    }): Promise<TokenPair> {
      if (await accounts.emailExists(input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const passwordHash = await passwords.hash(input.password);
      const now = new Date().toISOString();
      try {
        const pair = await db.transaction(async (tx) => {
          const r = createAuthRepository(tx);
          const userId = await accountsForSignIn(tx).insertUser({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            phoneOffice: input.phoneOffice ?? null,
            phoneMobile: input.phoneMobile ?? null,
            // The register checkbox: terms, policies, 18+ and a valid business.
            consentAcceptedAt: now,
            consentVersion: TERMS_VERSION,
          });
          await r.addPasswordHistory(userId, passwordHash);
          const token = await newEmailToken(r, userId, 'verify');
          await queue(verificationEmail(mail, { email: input.email, firstName: input.firstName }, token), tx);
          return issueSession(tx, userId, { deviceInfo: input.deviceInfo });
        });
        deps.pokeJobs();
        return pair;
      } catch (err) {
        // Two sign-ups with one email at the same moment: the unique index decides.
        if (sqlState(err) === SQL_STATE.uniqueViolation) throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      }
    },

    /**
     * One argon2id verification whether or not the email exists, so timing reveals nothing. Failures
     * of this email from any address slow its next logins a little (never block them).
     */
    async login(input: { email: string; password: string; deviceInfo: string | null }): Promise<TokenPair> {
      const delay = throttle.delayFor(input.email);
      if (delay > 0) await sleep(delay);
      const user = await accounts.findCredentialsByEmail(input.email);
      const hash = user?.passwordHash ?? (await passwords.dummyHash());
      const valid = await passwords.verify(hash, input.password);
      if (!user || !valid) {
        throttle.failed(input.email);
        throw unauthorized(AUTH_MESSAGES.invalidLogin);
      }
      throttle.succeeded(input.email);
      return issueSession(db, user.id, { deviceInfo: input.deviceInfo });
    },

    /**
     * Rotates the refresh token. A token that was already rotated means two parties hold it:
     * the whole login (family) is revoked. `newUserCompanyId` switches to another own company.
     */
    async refresh(input: { refreshToken: string; newUserCompanyId?: string | null }): Promise<TokenPair> {
      const tokenHash = hashToken(input.refreshToken);
      const row = await repo.findRefreshToken(tokenHash);
      if (!row || row.revokedAt) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      if (row.rotatedAt) return replayOrRevoke(row, tokenHash);
      if (Date.parse(row.expiresAt) <= Date.now()) {
        forgetLogins(await repo.revokeFamily(row.familyId));
        throw unauthorized(AUTH_MESSAGES.sessionExpired);
      }
      let switchTo: number | null = null;
      if (input.newUserCompanyId !== undefined && input.newUserCompanyId !== null) {
        switchTo = parseRecordId(input.newUserCompanyId);
        // Checked before rotating, so a refused switch leaves the session usable.
        if (switchTo === null || !(await accounts.isCompanyMember(row.userId, switchTo)))
          throw forbidden(AUTH_MESSAGES.companyNotYours);
      }
      const pair = await db.transaction(async (tx) => {
        const r = createAuthRepository(tx);
        // Another request rotated it first (it waited for that one's commit): see what it left.
        if (!(await r.markRotated(row.id))) return null;
        if (switchTo !== null) await accountsForSignIn(tx).setCurrentCompany(row.userId, switchTo);
        return issueSession(tx, row.userId, {
          familyId: row.familyId,
          deviceInfo: row.deviceInfo,
          rotated: { id: row.id, tokenHash },
        });
      });
      if (pair) return pair;
      const now = await repo.findRefreshToken(tokenHash);
      if (!now || now.revokedAt) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return replayOrRevoke(now, tokenHash);
    },

    /**
     * Ends the login the refresh token belongs to, and the login of the request's access token (a
     * client that sends only its access token is logged out too), access tokens included. Unknown
     * tokens are fine: logout always succeeds.
     */
    async logout(refreshToken: string | null | undefined, claims: AccessClaims | null = null): Promise<void> {
      const ended = new Set<string>();
      // Logins are UUIDs (refresh_tokens.family_id); tokens we signed carry nothing else.
      if (claims && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(claims.loginId))
        for (const id of await repo.revokeFamily(claims.loginId, claims.userId)) ended.add(id);
      const row = refreshToken ? await repo.findRefreshToken(hashToken(refreshToken)) : undefined;
      if (row && !ended.has(row.familyId))
        for (const id of await repo.revokeFamily(row.familyId)) ended.add(id);
      forgetLogins([...ended]);
    },

    async changePassword(
      claims: AccessClaims,
      input: {
        currentPassword: string;
        newPassword: string;
        signOutOthers: boolean;
        currentRefreshToken?: string | null;
        deviceInfo: string | null;
      },
    ): Promise<TokenPair> {
      const user = await accounts.findCredentialsById(claims.userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      if (!(await passwords.verify(user.passwordHash, input.currentPassword)))
        throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
      if (
        input.newPassword === input.currentPassword ||
        (await isRecentPassword(repo, user.id, input.newPassword))
      )
        throw badRequest(AUTH_MESSAGES.passwordReused);
      const newHash = await passwords.hash(input.newPassword);

      // Keep this device's login when it is named and live and the others stay signed in.
      let keep: { id: number; familyId: string; deviceInfo: string | null } | null = null;
      if (!input.signOutOthers && input.currentRefreshToken) {
        const row = await repo.findRefreshToken(hashToken(input.currentRefreshToken));
        if (
          row &&
          row.userId === user.id &&
          !row.revokedAt &&
          !row.rotatedAt &&
          Date.parse(row.expiresAt) > Date.now()
        )
          keep = row;
      }

      let ended: string[] = [];
      const pair = await db.transaction(async (tx) => {
        const r = createAuthRepository(tx);
        await accountsForSignIn(tx).setPassword(user.id, newHash);
        await r.addPasswordHistory(user.id, newHash);
        await r.invalidateEmailTokens(user.id, 'reset');
        // Every login ends, this one's access token included; the answer is a new login for this device.
        if (input.signOutOthers) ended = await r.revokeAllSessions(user.id);
        await queue(passwordChangedEmail(mail, user), tx);
        if (keep && (await r.markRotated(keep.id)))
          return issueSession(tx, user.id, {
            familyId: keep.familyId,
            deviceInfo: input.deviceInfo ?? keep.deviceInfo,
            rotated: { id: keep.id, tokenHash: hashToken(input.currentRefreshToken!) },
          });
        return issueSession(tx, user.id, { deviceInfo: input.deviceInfo });
      });
      forgetLogins(ended);
      deps.pokeJobs();
      return pair;
    },

    async verifyEmail(query: { token?: string; email?: string }): Promise<string> {
      const token = query.token?.trim();
      const email = query.email?.trim().toLowerCase();
      if (!token || !email) throw badRequest(AUTH_MESSAGES.verificationLinkInvalid);
      const row = await repo.findEmailToken(hashToken(token), 'verify');
      if (!row || row.email !== email) throw badRequest(AUTH_MESSAGES.verificationLinkExpired);
      // A second click on the link that already worked (or a page that loads twice) is not an error.
      if (row.usedAt && row.emailVerified) return AUTH_MESSAGES.emailAlreadyVerified;
      if (row.usedAt || row.expired) throw badRequest(AUTH_MESSAGES.verificationLinkExpired);
      const done = await db.transaction(async (tx) => {
        const r = createAuthRepository(tx);
        if (!(await r.useEmailToken(row.id))) return false;
        // One link used: the user's other verification links have done their job.
        await r.invalidateEmailTokens(row.userId, 'verify');
        await accountsForSignIn(tx).markEmailVerified(row.userId);
        return true;
      });
      if (!done) throw badRequest(AUTH_MESSAGES.verificationLinkExpired);
      return AUTH_MESSAGES.emailVerified;
    },

    async resendVerification(claims: AccessClaims): Promise<void> {
      const user = await accounts.findCredentialsById(claims.userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      if (user.emailVerified) throw badRequest(AUTH_MESSAGES.emailAlreadyVerified);
      await db.transaction(async (tx) => {
        const r = createAuthRepository(tx);
        const token = await newEmailToken(r, user.id, 'verify');
        await queue(verificationEmail(mail, user, token), tx);
      });
      deps.pokeJobs();
    },

    /** Same answer for known and unknown emails; only a known one gets mail. */
    async forgotPassword(email: string): Promise<void> {
      const user = await accounts.findCredentialsByEmail(email);
      if (!user) return;
      await db.transaction(async (tx) => {
        const r = createAuthRepository(tx);
        const token = await newEmailToken(r, user.id, 'reset');
        await queue(passwordResetEmail(mail, user, token), tx);
      });
      deps.pokeJobs();
    },

    /** Single use, one hour; every session ends, and the mailbox is thereby proven. */
    async resetPassword(input: { email: string; token: string; newPassword: string }): Promise<void> {
      const row = await repo.findEmailToken(hashToken(input.token), 'reset');
      if (!row || row.email !== input.email || row.usedAt || row.expired)
        throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
      if (await isRecentPassword(repo, row.userId, input.newPassword))
        throw badRequest(AUTH_MESSAGES.passwordReused);
      const newHash = await passwords.hash(input.newPassword);
      const user = await accounts.findCredentialsById(row.userId);
      let ended: string[] = [];
      const done = await db.transaction(async (tx) => {
        const r = createAuthRepository(tx);
        if (!(await r.useEmailToken(row.id))) return false;
        await accountsForSignIn(tx).setPassword(row.userId, newHash);
        await r.addPasswordHistory(row.userId, newHash);
        await r.invalidateEmailTokens(row.userId, 'reset');
        ended = await r.revokeAllSessions(row.userId);
        await accountsForSignIn(tx).markEmailVerified(row.userId);
        if (user) await queue(passwordChangedEmail(mail, user), tx);
        return true;
      });
      if (!done) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
      forgetLogins(ended);
      deps.pokeJobs();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

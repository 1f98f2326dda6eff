import {
  ACCOUNT_MESSAGES,
  EDITABLE_COMPANY_FIELDS,
  PROFILE_FIELDS,
  isBlankValue,
  type Company,
  type CompanyCreateValues,
  type CompanyDetails,
  type CompanyUpdateRequest,
  type User,
} from '@ironmatch/contracts/accounts';
import {
  EMAIL_SETTING_KEYS,
  applyEmailSettingRules,
  type EmailSettings,
} from '@ironmatch/contracts/settings';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/app-error';
import type { AccessClaims, CompanyClaims } from '@ironmatch/contracts/access';
import { createAccountsRepository, type UserUpdate } from './accounts.repository';
import { parseIdParam } from '../../http/id-param';
import type { RecordAccess } from '../../http/record-access';

export interface AccountsServiceDeps {
  db: Db;
  access: RecordAccess;
  support: { supportPhone: string; supportEmail: string };
}

const blankToNull = (v: string | null | undefined) =>
  v === null || v === undefined || isBlankValue(v) ? null : v;

/** Users see and change only themselves and their own companies (DECISIONS.md "Roles"). */
export function createAccountsService(deps: AccountsServiceDeps) {
  const repo = createAccountsRepository(deps.db);

  /** A user id from the path that is the caller's own; another user's record is "not found". */
  async function ownUserId(claims: AccessClaims, rawId: string | undefined): Promise<number> {
    const userId = parseIdParam(rawId, ACCOUNT_MESSAGES.missingUserId, ACCOUNT_MESSAGES.invalidUserId);
    await deps.access.require(claims, 'user', userId, 'self');
    return userId;
  }

  /** The user record the client reads (spec 3 "User"), with the current company nested. */
  async function userView(userId: number): Promise<User> {
    const stored = await repo.findUser(userId);
    if (!stored) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    // A sub-setting keeps its own stored value while its parent is off, and reads false meanwhile.
    const user = applyEmailSettingRules({ ...stored });
    const company = user.companyId ? ((await repo.findCompany(user.companyId)) ?? null) : null;
    const memid = company?.memid && company.memid.trim() !== '' ? company.memid : null;
    return {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneOffice: user.phoneOffice,
      phoneMobile: user.phoneMobile,
      email_verified: user.emailVerified,
      emailVerified: user.emailVerified,
      companyId: company ? company.id : null,
      memid,
      message_emails: user.messageEmails,
      part_emails: user.partEmails,
      forsale_emails: user.forsaleEmails,
      general_request_emails: user.generalRequestEmails,
      order_emails: user.orderEmails,
      part_order_emails: user.partOrderEmails,
      forsale_order_emails: user.forsaleOrderEmails,
      machine_watch_emails: user.machineWatchEmails,
      Company: company,
      companies: await repo.membershipsOf(userId),
    };
  }

  /** A company id from the path that the caller administers; another company is "not found". */
  async function administeredCompanyId(claims: AccessClaims, rawId: string | undefined): Promise<number> {
    const companyId = parseIdParam(
      rawId,
      ACCOUNT_MESSAGES.missingCompanyId,
      ACCOUNT_MESSAGES.invalidCompanyId,
    );
    await deps.access.require(claims, 'company', companyId, 'admin');
    return companyId;
  }

  return {
    userView,
    ownUserId,

    /** Whether the user belongs to the company (a session may switch only to such a company). */
    isCompanyMember: (userId: number, companyId: number) => repo.isMember(userId, companyId),

    async getUser(auth: AccessClaims, rawId: string | undefined): Promise<User> {
      return userView(await ownUserId(auth, rawId));
    },

    /** Only the four contact fields; 'No changes to update' when none differs from what is stored. */
    async updateProfile(
      auth: AccessClaims,
      rawId: string | undefined,
      input: Partial<Record<(typeof PROFILE_FIELDS)[number], string | null | undefined>>,
    ): Promise<User> {
      const userId = await ownUserId(auth, rawId);
      const current = await repo.findUser(userId);
      if (!current) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      const changes: UserUpdate = {};
      for (const field of PROFILE_FIELDS) {
        const next = input[field];
        if (next === undefined) continue;
        if ((next ?? null) !== (current[field] ?? null))
          (changes as Record<string, string | null>)[field] = next;
      }
      if (Object.keys(changes).length === 0) throw badRequest(ACCOUNT_MESSAGES.noProfileChanges);
      await repo.updateUser(userId, changes);
      return userView(userId);
    },

    /** The settings as stored: a sub-setting's own value, even while its parent is off. */
    async storedEmailSettings(userId: number): Promise<EmailSettings> {
      const user = await repo.findUser(userId);
      if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      return Object.fromEntries(EMAIL_SETTING_KEYS.map((k) => [k, user[k]])) as EmailSettings;
    },

    /** Used by the settings service after it has checked who is asking. */
    async setEmailSettings(userId: number, settings: EmailSettings): Promise<User> {
      await repo.updateUser(userId, settings);
      return userView(userId);
    },

    async createCompany(claims: AccessClaims, values: CompanyCreateValues): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const txRepo = createAccountsRepository(tx);
        // One company per account until switching exists; the lock makes two quick submits one company.
        if ((await txRepo.lockUserCompanies(claims.userId)) > 0)
          throw conflict(ACCOUNT_MESSAGES.companyAlreadyAdded);
        return txRepo.createCompanyFor(claims.userId, {
          ...values,
          phoneSecondary: values.phoneSecondary ?? null,
          fax: values.fax ?? null,
          shipAddress2: values.shipAddress2 ?? null,
          billAddress1: values.billAddress1 ?? null,
          billAddress2: values.billAddress2 ?? null,
          billCity: values.billCity ?? null,
          billState: values.billState ?? null,
          billZip: values.billZip ?? null,
          billCountry: values.billCountry ?? null,
          email2: values.email2 ?? null,
          email3: values.email3 ?? null,
          partsManager: values.partsManager ?? null,
          contactList: values.contactList ?? null,
          website: values.website ?? null,
        });
      });
    },

    /** Only fields that really change are written; 'No changes to save.' otherwise. */
    async updateCompany(
      auth: AccessClaims,
      rawId: string | undefined,
      input: CompanyUpdateRequest,
    ): Promise<Company> {
      const companyId = await administeredCompanyId(auth, rawId);
      const current = (await repo.findCompany(companyId))!;
      for (const locked of ['name', 'website'] as const) {
        const next = input[locked];
        if (next === undefined) continue;
        if ((blankToNull(next)?.trim() ?? null) !== (current[locked]?.trim() ?? null))
          throw badRequest(
            `Company name and website can only be changed by support. Please call ${deps.support.supportPhone} or email ${deps.support.supportEmail}.`,
          );
      }
      const changes: Record<string, string | null> = {};
      for (const field of EDITABLE_COMPANY_FIELDS) {
        const raw = input[field];
        if (raw === undefined) continue;
        const next = blankToNull(raw);
        if (next !== (current[field] ?? null)) changes[field] = next;
      }
      if (Object.keys(changes).length === 0) throw badRequest(ACCOUNT_MESSAGES.noCompanyChanges);
      await repo.updateCompany(companyId, changes);
      return (await repo.findCompany(companyId))!;
    },

    /** Your own company in full; another company's details-dialog fields for a user with a company. */
    async getCompany(claims: CompanyClaims, rawId: string | undefined): Promise<Company | CompanyDetails> {
      const companyId = parseIdParam(
        rawId,
        ACCOUNT_MESSAGES.missingCompanyId,
        ACCOUNT_MESSAGES.invalidCompanyId,
      );
      const membership = await deps.access.holds(claims, 'company', companyId, 'member');
      const company = membership === 'missing' ? null : await repo.findCompany(companyId);
      if (!company) throw notFound(ACCOUNT_MESSAGES.companyNotFound);
      if (membership === 'held') return company;
      return {
        id: company.id,
        name: company.name,
        partsManager: company.partsManager,
        phoneMain: company.phoneMain,
        website: company.website,
        billAddress1: company.billAddress1,
        billAddress2: company.billAddress2,
        billCity: company.billCity,
        billState: company.billState,
        billZip: company.billZip,
        billCountry: company.billCountry,
        shipAddress1: company.shipAddress1,
        shipAddress2: company.shipAddress2,
        shipCity: company.shipCity,
        shipState: company.shipState,
        shipZip: company.shipZip,
        shipCountry: company.shipCountry,
        contactList: company.contactList,
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/**
 * What operators may change and users may not (DECISIONS.md): network membership, the payout account
 * and a verified email. The admin command line calls these; each answers null when nothing matched.
 */
export function createAccountsOperations(db: Db) {
  const repo = createAccountsRepository(db);
  return {
    setMembership: (companyId: number, memid: string | null) =>
      repo.setCompanyField(companyId, 'memid', memid),
    /** An operator's account is taken as able to take charges; the payments module passes what the provider says. */
    setPayoutAccount: (companyId: number, accountId: string | null, chargesEnabled = accountId !== null) =>
      repo.setPayoutAccount(companyId, accountId, chargesEnabled),
    /** For the payments module: the company's membership and payout account. */
    payoutState: (companyId: number) => repo.payoutState(companyId),
    markEmailVerified: (email: string) => repo.markEmailVerified(email.trim().toLowerCase()),
    /** The `isOperator` flag (issue 30): set and cleared only by the command line. */
    setOperator: (email: string, isOperator: boolean) =>
      repo.setOperator(email.trim().toLowerCase(), isOperator),
    /** Who holds a member id (any case): the operators' check before assigning one (issue 30). */
    companyByMemid: (memid: string) => repo.companyByMemid(memid),
  };
}

/**
 * What signing in needs of the user record (the accounts module owns it): credentials, the token's
 * claims, the session's company, the password and verification. Pass a transaction to take part in one.
 */
export function accountsForSignIn(db: Db) {
  const repo = createAccountsRepository(db);
  return {
    findCredentialsByEmail: repo.findCredentialsByEmail,
    findCredentialsById: repo.findCredentialsById,
    emailExists: repo.emailExists,
    insertUser: repo.insertUser,
    claimsFor: repo.claimsFor,
    isCompanyMember: repo.isMember,
    setCurrentCompany: repo.setCurrentCompany,
    setPassword: repo.setPassword,
    markEmailVerified: repo.markUserEmailVerified,
  };
}

import {
  ACCOUNT_MESSAGES,
  EDITABLE_COMPANY_FIELDS,
  SIMPLE_EMAIL_PATTERN,
  blankRequiredCompanyFields,
  blankRequiredFieldsMessage,
  changedFields,
  changesSummary,
  isBlankValue,
  type Company,
  type EditableCompanyField,
} from '@ironmatch/contracts/accounts';

export type CompanyEditValues = Record<EditableCompanyField, string>;

/** The modal's starting values: every editable field as text ('' for empty). */
export function companyEditValues(company: Partial<Company> | null | undefined): CompanyEditValues {
  const values = {} as CompanyEditValues;
  for (const f of EDITABLE_COMPANY_FIELDS) {
    const v = company?.[f];
    values[f] = typeof v === 'string' ? v : '';
  }
  return values;
}

export interface CompanyEditState {
  /** Only the fields whose trimmed value changed: what PATCH sends. */
  changes: Partial<Record<EditableCompanyField, string>>;
  count: number;
  /** 'N change(s) detected' or 'No changes'. */
  summary: string;
  /** Changed required fields that became blank: each shows 'Required'. */
  blankFields: EditableCompanyField[];
  /** 'These required fields cannot be blank: ...' or null. */
  blankMessage: string | null;
  /** Changed emails that are non-empty and do not look like an address: each shows 'Invalid email'. */
  invalidEmails: EditableCompanyField[];
  canSave: boolean;
}

/** Change counting and the blank/email rules of spec 5 "Edit company". */
export function companyEditState(
  initial: CompanyEditValues,
  current: CompanyEditValues,
  saving = false,
): CompanyEditState {
  const changes = changedFields(initial, current, EDITABLE_COMPANY_FIELDS);
  const count = Object.keys(changes).length;
  const blankFields = blankRequiredCompanyFields(changes);
  const invalidEmails = (['email1', 'email2', 'email3'] as const).filter((f) => {
    const v = changes[f];
    return v !== undefined && !isBlankValue(v) && !SIMPLE_EMAIL_PATTERN.test(v);
  });
  return {
    changes,
    count,
    summary: changesSummary(count),
    blankFields,
    blankMessage: blankFields.length > 0 ? blankRequiredFieldsMessage(blankFields) : null,
    invalidEmails,
    canSave: !saving && count > 0 && blankFields.length === 0 && invalidEmails.length === 0,
  };
}

export const COMPANY_EDIT_MESSAGES = {
  required: ACCOUNT_MESSAGES.fieldRequired,
  invalidEmail: ACCOUNT_MESSAGES.invalidEmail,
  noChanges: ACCOUNT_MESSAGES.noCompanyChanges,
  missingCompanyId: ACCOUNT_MESSAGES.missingCompanyId,
} as const;

import { beforeAll, describe, expect, it } from 'vitest';
import {
  blankRequiredCompanyFields,
  blankRequiredFieldsMessage,
  changedFields,
  changesSummary,
  companyCreateRequestSchema,
  companyUpdateRequestSchema,
  EDITABLE_COMPANY_FIELDS,
  isBlankValue,
  profileUpdateRequestSchema,
} from './accounts';
import { installHumanValidationMessages } from './validation-messages';

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('accounts contracts', () => {
  beforeAll(() => installHumanValidationMessages());

  it('counts blank, null, undefined and the strings null/undefined as blank', () => {
    for (const v of ['', '  ', null, undefined, 'null', 'undefined', ' null '])
      expect(isBlankValue(v)).toBe(true);
    for (const v of ['0', 'x', 'nullable']) expect(isBlankValue(v)).toBe(false);
  });

  it('lists only changed required fields that became blank', () => {
    expect(
      blankRequiredCompanyFields({ phoneMain: '', fax: '', shipCity: 'null', billZip: 'Denver' }),
    ).toEqual(['phoneMain', 'shipCity']);
    expect(blankRequiredCompanyFields({})).toEqual([]);
    expect(blankRequiredFieldsMessage(['phoneMain', 'billCountry'])).toBe(
      'These required fields cannot be blank: Main Phone, Billing Country',
    );
  });

  it('finds trimmed changes and summarises them', () => {
    const initial = { phoneMain: '1', fax: null, shipCity: 'A' };
    const current = { phoneMain: ' 1 ', fax: '9', shipCity: 'B ' };
    expect(changedFields(initial, current, ['phoneMain', 'fax', 'shipCity'])).toEqual({
      fax: '9',
      shipCity: 'B',
    });
    expect(changesSummary(0)).toBe('No changes');
    expect(changesSummary(2)).toBe('2 change(s) detected');
    expect(EDITABLE_COMPANY_FIELDS).not.toContain('name');
    expect(EDITABLE_COMPANY_FIELDS).not.toContain('website');
  });

  it('company create: spec messages, trimmed emails', () => {
    expect(messages(companyCreateRequestSchema.safeParse({}))).toEqual([
      'Company Name is required',
      'Main Phone is required',
      'Shipping Address 1 is required',
      'Shipping City is required',
      'Shipping State is required',
      'Shipping Zip Code is required',
      'Shipping Country is required',
      'Primary Email is required',
    ]);
    const v = companyCreateRequestSchema.parse({
      name: 'N',
      phoneMain: '1',
      shipAddress1: 'a',
      shipCity: 'c',
      shipState: 's',
      shipZip: 'z',
      shipCountry: 'US',
      email1: ' a@b.co ',
      email2: ' ',
      email3: ' c@d.co',
    });
    expect(v).toMatchObject({ email1: 'a@b.co', email2: null, email3: 'c@d.co' });
    expect(messages(companyCreateRequestSchema.safeParse({ ...v, email2: 'bad' }))).toEqual([
      'Invalid email',
    ]);
  });

  it('company update: one sentence for blank fields, Invalid email for bad addresses', () => {
    expect(
      messages(companyUpdateRequestSchema.safeParse({ phoneMain: ' ', shipZip: 'undefined', email1: 'bad' })),
    ).toEqual(['These required fields cannot be blank: Main Phone, Shipping Zip Code', 'Invalid email']);
    expect(companyUpdateRequestSchema.safeParse({ fax: '' }).success).toBe(true);
  });

  it('profile update: names may be left out but not blanked', () => {
    expect(profileUpdateRequestSchema.parse({ phoneOffice: '' })).toEqual({ phoneOffice: null });
    expect(messages(profileUpdateRequestSchema.safeParse({ firstName: '', lastName: ' ' }))).toEqual([
      'First Name is required',
      'Last Name is required',
    ]);
  });
});

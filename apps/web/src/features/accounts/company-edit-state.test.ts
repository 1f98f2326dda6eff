import { describe, expect, it } from 'vitest';
import { companyEditState, companyEditValues } from './company-edit-state';

const company = {
  id: 3,
  name: 'Ridgeline Excavating LLC',
  phoneMain: '(406) 555-0142',
  phoneSecondary: null,
  fax: null,
  shipAddress1: '1180 Quarry Road',
  shipAddress2: null,
  shipCity: 'Bozeman',
  shipState: 'MT',
  shipZip: '59715',
  shipCountry: 'USA',
  billAddress1: null,
  billAddress2: null,
  billCity: null,
  billState: null,
  billZip: null,
  billCountry: null,
  email1: 'parts@ridgeline.example',
  email2: null,
  email3: null,
  partsManager: 'Dana',
  contactList: null,
  website: 'https://ridgeline.example',
  memid: null,
  stripeAccountId: null,
};

describe('companyEditState', () => {
  const initial = companyEditValues(company);

  it('starts with no changes and Save disabled', () => {
    const s = companyEditState(initial, initial);
    expect(s.count).toBe(0);
    expect(s.summary).toBe('No changes');
    expect(s.canSave).toBe(false);
  });

  it('counts only fields whose trimmed value changed and sends them trimmed', () => {
    const s = companyEditState(initial, {
      ...initial,
      shipCity: '  Bozeman  ',
      fax: ' (406) 555-0144 ',
      partsManager: 'Luis',
    });
    expect(s.changes).toEqual({ fax: '(406) 555-0144', partsManager: 'Luis' });
    expect(s.summary).toBe('2 change(s) detected');
    expect(s.canSave).toBe(true);
  });

  it('marks changed required fields that became blank, including "null" and "undefined"', () => {
    const s = companyEditState(initial, {
      ...initial,
      phoneMain: ' ',
      shipCity: 'null',
      shipZip: 'undefined',
      billCity: '',
    });
    expect(s.blankFields).toEqual(['phoneMain', 'shipCity', 'shipZip']);
    expect(s.blankMessage).toBe(
      'These required fields cannot be blank: Main Phone, Shipping City, Shipping Zip Code',
    );
    expect(s.canSave).toBe(false);
  });

  it('does not complain about a required field that was already empty and stays untouched', () => {
    const s = companyEditState(initial, { ...initial, partsManager: 'Luis' });
    expect(s.blankFields).toEqual([]);
    expect(s.blankMessage).toBeNull();
  });

  it('flags changed emails that do not look like an address, but allows clearing optional ones', () => {
    const withEmail2 = companyEditValues({ ...company, email2: 'old@ridgeline.example' });
    const s = companyEditState(withEmail2, { ...withEmail2, email2: '', email3: 'not-an-email' });
    expect(s.invalidEmails).toEqual(['email3']);
    expect(s.canSave).toBe(false);
  });

  it('keeps Save disabled while saving', () => {
    expect(companyEditState(initial, { ...initial, fax: '1' }, true).canSave).toBe(false);
  });
});

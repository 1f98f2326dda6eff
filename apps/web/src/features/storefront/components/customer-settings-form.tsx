import { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import {
  CREDIT_TERMS,
  MAX_CREDIT_LIMIT_CENTS,
  STOREFRONT_MESSAGES as M,
  type CreditTerms,
  type CustomerPatch,
  type PriceTier,
  type StorefrontCustomer,
} from '@ironmatch/contracts/storefront';
import { errorText } from '../../../lib/api-client';
import { centsAsDecimal } from '../../../lib/format';
import { useSaveCustomer } from '../api';

interface Draft {
  approved: boolean;
  priceTier: PriceTier;
  creditTerms: CreditTerms | null;
  /** Dollars as typed. */
  creditLimit: string;
  removed: boolean;
}

const draftOf = (c: StorefrontCustomer): Draft => ({
  approved: c.approved,
  priceTier: c.priceTier,
  creditTerms: c.creditTerms,
  creditLimit: c.creditLimit === null ? '' : centsAsDecimal(c.creditLimit),
  removed: c.removed,
});

/** '5,000' or '$5000.50' -> cents; '' -> null; undefined when it is not an amount. */
export function dollarsToCents(text: string): number | null | undefined {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (t === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  const cents = Math.round(Number(t) * 100);
  return cents <= MAX_CREDIT_LIMIT_CENTS ? cents : undefined;
}

/** The seller's settings for one customer; only the fields that changed are sent. */
export function CustomerSettingsForm({ customer }: { customer: StorefrontCustomer }) {
  const save = useSaveCustomer(customer.companyId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(customer));
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState(false);
  useEffect(() => setDraft(draftOf(customer)), [customer]);
  const set = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };

  function submit() {
    setProblem(undefined);
    const limit = dollarsToCents(draft.creditLimit);
    if (limit === undefined) return setProblem('Please enter the credit limit in dollars, such as 5,000.00.');
    if (draft.creditTerms !== null && limit === null) return setProblem(M.limitRequired);
    const patch: CustomerPatch = {};
    if (draft.approved !== customer.approved) patch.approved = draft.approved;
    if (draft.priceTier !== customer.priceTier) patch.priceTier = draft.priceTier;
    if (draft.creditTerms !== customer.creditTerms) patch.creditTerms = draft.creditTerms;
    if (limit !== null && limit !== customer.creditLimit) patch.creditLimit = limit;
    if (draft.removed !== customer.removed) patch.removed = draft.removed;
    if (Object.keys(patch).length === 0) return setProblem('Nothing has changed.');
    save.mutate(patch, { onSuccess: () => setSaved(true) });
  }

  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Form.Check
        type="switch"
        id="customer-approved"
        className="mb-3"
        label="Approved customer (sees your prices when you show them to approved customers only)"
        checked={draft.approved}
        onChange={(e) => set({ approved: e.target.checked })}
      />
      <Form.Group className="mb-3" controlId="customer-tier">
        <Form.Label>Price tier</Form.Label>
        <Form.Select
          value={draft.priceTier}
          onChange={(e) => set({ priceTier: e.target.value as PriceTier })}
        >
          <option value="retail">Retail</option>
          <option value="wholesale">Wholesale (your wholesale price where a part has one)</option>
        </Form.Select>
      </Form.Group>
      <div className="row g-2 mb-3">
        <Form.Group className="col-sm-6" controlId="customer-terms">
          <Form.Label>Credit terms</Form.Label>
          <Form.Select
            value={draft.creditTerms ?? ''}
            onChange={(e) =>
              set({ creditTerms: e.target.value === '' ? null : (Number(e.target.value) as CreditTerms) })
            }
          >
            <option value="">No credit terms</option>
            {CREDIT_TERMS.map((d) => (
              <option key={d} value={d}>
                Net {d} days
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="customer-limit">
          <Form.Label>Credit limit ($)</Form.Label>
          <Form.Control
            inputMode="decimal"
            placeholder="5,000.00"
            value={draft.creditLimit}
            onChange={(e) => set({ creditLimit: e.target.value })}
          />
        </Form.Group>
      </div>
      <Form.Check
        type="switch"
        id="customer-removed"
        className="mb-3"
        label="Removed: this company can no longer order from you (it can still message you)"
        checked={draft.removed}
        onChange={(e) => set({ removed: e.target.checked })}
      />
      {(problem || save.isError) && (
        <Alert variant="danger" role="alert">
          {problem ?? errorText(save.error, 'The settings could not be saved.', { prefer: 'errors' })}
        </Alert>
      )}
      {saved && !save.isPending && (
        <Alert variant="success" role="status">
          Saved.
        </Alert>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </Button>
    </Form>
  );
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, installHumanValidationMessages } from './validation-messages';

installHumanValidationMessages();

function messages(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('human validation messages', () => {
  it('labels fields in words', () => {
    expect(fieldLabel(['shipAddress1'])).toBe('Ship address 1');
    expect(fieldLabel(['body', 'phone_main'])).toBe('Phone main');
    expect(fieldLabel([])).toBe('This value');
  });

  it('turns zod defaults into sentences', () => {
    const schema = z.object({
      firstName: z.string(),
      quantity: z.number().int().min(1),
      tags: z.array(z.string()).max(2),
    });
    expect(messages(schema, {})).toEqual([
      'First name is required.',
      'Quantity is required.',
      'Tags is required.',
    ]);
    expect(messages(schema, { firstName: 5, quantity: 0, tags: ['a', 'b', 'c'] })).toEqual([
      'First name must be text.',
      'Quantity must be at least 1.',
      'Tags can have at most 2 item(s).',
    ]);
    expect(messages(z.object({ sortOrder: z.enum(['ASC', 'DESC']) }), { sortOrder: 'x' })).toEqual([
      'Sort order must be one of: ASC, DESC.',
    ]);
  });

  it('keeps the messages a schema sets itself', () => {
    expect(messages(z.object({ email: z.string().min(1, 'Email is required') }), { email: '' })).toEqual([
      'Email is required',
    ]);
  });
});

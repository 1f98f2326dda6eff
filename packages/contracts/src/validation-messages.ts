import { z } from 'zod';

/** "shipAddress1" -> "Ship address 1": field names become words a person reads. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  if (typeof last !== 'string' || last.length === 0) return 'This value';
  const words = last
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One human sentence per broken field, used for zod's default messages.
 * Schemas that have a spec message set it explicitly; this covers everything else
 * (wrong types, unknown enum values, out-of-range numbers) so no answer leaks zod's jargon.
 */
export function humanIssueMessage(issue: {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  values?: readonly unknown[];
  format?: unknown;
}): string {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      return `${label} must be ${article(String(issue.expected))}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `${label} is required.`
          : `${label} must be at least ${String(issue.minimum)} characters long.`;
      if (issue.origin === 'array') return `${label} needs at least ${String(issue.minimum)} item(s).`;
      return `${label} must be at least ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string')
        return `${label} must be at most ${String(issue.maximum)} characters long.`;
      if (issue.origin === 'array') return `${label} can have at most ${String(issue.maximum)} item(s).`;
      return `${label} must be at most ${String(issue.maximum)}.`;
    case 'invalid_value':
      return `${label} must be one of: ${(issue.values ?? []).map(String).join(', ')}.`;
    case 'invalid_format':
      return issue.format === 'email' ? `${label} is invalid.` : `${label} has an invalid format.`;
    case 'unrecognized_keys':
      return `${label} has fields that are not allowed.`;
    default:
      return `${label} is invalid.`;
  }
}

function article(expected: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    date: 'a date',
  };
  return words[expected] ?? `a ${expected}`;
}

let installed = false;
/** Installs the human messages as zod's global error map (idempotent). */
export function installHumanValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => humanIssueMessage(issue as Parameters<typeof humanIssueMessage>[0]) });
}

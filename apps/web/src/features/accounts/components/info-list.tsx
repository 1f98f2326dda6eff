import type { ReactNode } from 'react';
import { ACCOUNT_MESSAGES } from '@ironmatch/contracts/accounts';

/** Label/value rows; empty optional values read 'Not Provided'. */
export function InfoList({ rows }: { rows: Array<[label: string, value: ReactNode, wide?: boolean]> }) {
  return (
    <dl className="im-info-list row mb-0">
      {rows.map(([label, value, wide]) => (
        <div key={label} className={wide ? 'col-12' : 'col-sm-6'}>
          <dt>{label}</dt>
          <dd>
            {isEmpty(value) ? <span className="im-not-provided">{ACCOUNT_MESSAGES.notProvided}</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function isEmpty(value: ReactNode): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/** Address lines joined; null when every part is empty. */
export function addressText(
  parts: Array<string | null | undefined>,
  cityLine: Array<string | null | undefined>,
  country?: string | null,
) {
  const line = (xs: Array<string | null | undefined>, sep: string) =>
    xs.filter((x) => x && x.trim()).join(sep);
  const text = [line(parts, '\n'), line(cityLine, ' '), country ?? ''].filter((x) => x.trim()).join('\n');
  return text ? <span className="im-pre-line">{text}</span> : null;
}

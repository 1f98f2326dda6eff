import { Link } from 'react-router';
import { Table } from 'react-bootstrap';
import type { GuestPartRow } from '@ironmatch/contracts/guest-part-search';
import { PART_MATCHER_MESSAGES as M } from '@ironmatch/contracts/part-matcher-rules';
import { MatchKindBadge } from './match-kind';

function CreateAccountLink() {
  return (
    <Link to="/register" className="fw-semibold text-nowrap">
      {M.createAccountToView}
    </Link>
  );
}

function Hidden({ what, children }: { what: string; children: React.ReactNode }) {
  return (
    <>
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{what} shown to registered users</span>
    </>
  );
}

/** A guest's rows of one section: sellers, prices and pictures blurred, some rows inviting to register. */
export function GuestRows({ rows, caption }: { rows: GuestPartRow[]; caption: string }) {
  return (
    // A region of its own (focusable): a wide section scrolls sideways from the keyboard too.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <Table className="pm-table pm-stack align-middle mb-0">
        <caption className="visually-hidden">
          {caption}; sellers, prices and pictures are hidden for guests
        </caption>
        <thead>
          <tr>
            <th scope="col">Company Name</th>
            <th scope="col">Part Number</th>
            <th scope="col">Description</th>
            <th scope="col">Condition</th>
            <th scope="col">Price</th>
            <th scope="col" className="pm-hide-sm">
              Pictures
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            // The placement rule runs over the whole answer (server side), whichever section the row is in.
            const invite = row.createAccountToView;
            return (
              <tr key={row.id} className={invite ? 'table-warning' : undefined}>
                <td data-label="Company">
                  {invite ? (
                    <CreateAccountLink />
                  ) : (
                    <Hidden what="Seller">
                      <span className="pm-blur-text">{row.companyName}</span>
                    </Hidden>
                  )}
                </td>
                <td data-label="Part Number">
                  <span className="fw-semibold">{row.partNumber}</span>{' '}
                  <MatchKindBadge kind={row.matchKind} label={row.matchLabel} />
                </td>
                <td data-label="Description">{row.description}</td>
                <td data-label="Condition">{row.condition}</td>
                <td data-label="Price">
                  {invite ? (
                    <CreateAccountLink />
                  ) : (
                    <Hidden what="Price">
                      <span className="pm-blurred-box" />
                    </Hidden>
                  )}
                </td>
                <td className="pm-hide-sm">
                  <Hidden what="Pictures">
                    <span className="pm-blurred-box" />
                  </Hidden>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}

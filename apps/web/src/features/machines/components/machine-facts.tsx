import { Table } from 'react-bootstrap';
import type { Machine } from '@ironmatch/contracts/machines';
import { formatDate } from '../../../lib/format';
import { priceText, statusLabel } from '../machine-text';

function Field({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === '') return null;
  return (
    <div className="d-flex gap-2 py-1 border-bottom">
      <span className="mc-field-label">{label}</span>
      <span className="text-break">{value}</span>
    </div>
  );
}

/** A machine's fields, part lines and linked stock; a guest's copy comes masked from the server. */
export function MachineFacts({ machine: m }: { machine: Machine }) {
  const location = [m.city, m.state].filter(Boolean).join(', ');
  return (
    <>
      <section aria-label="Machine" className="mb-4">
        <Field label="Dealer" value={m.companyName} />
        <Field label="Manufacturer" value={m.manufacturerName} />
        <Field label="Model" value={m.model} />
        <Field label="Serial number" value={m.serialNumber} />
        <Field label="Year" value={m.year} />
        <Field label="Hours" value={m.hours === null ? null : m.hours.toLocaleString('en-US')} />
        <Field label="Status" value={statusLabel(m.status)} />
        <Field label="Arrival date" value={m.arrivalDate ? formatDate(`${m.arrivalDate}T12:00:00Z`) : null} />
        <Field label="Location" value={location} />
        <Field label="Engine" value={[m.engineMake, m.engineModel].filter(Boolean).join(' ')} />
        <Field label="Transmission" value={m.transmissionModel} />
        <Field label="Listed" value={formatDate(m.createdAt)} />
        {m.notes && <p className="mt-3 mb-0 mc-notes">{m.notes}</p>}
      </section>
      <section aria-labelledby="mc-parts-title" className="mb-4">
        <h2 className="h5" id="mc-parts-title">
          Parts available from this machine
        </h2>
        {m.parts.length === 0 && m.inventoryParts.length === 0 ? (
          <p className="text-secondary">The dealer has not listed parts yet; ask for the ones you need.</p>
        ) : (
          <Table size="sm" responsive className="mb-0" data-testid="machine-parts">
            <thead>
              <tr>
                <th>Part</th>
                <th>Condition</th>
                <th className="text-end">Price</th>
              </tr>
            </thead>
            <tbody>
              {m.parts.map((p) => (
                <tr key={`l${p.id}`}>
                  <td>{p.component}</td>
                  <td>{p.condition}</td>
                  <td className="text-end text-nowrap">{priceText(p.price)}</td>
                </tr>
              ))}
              {m.inventoryParts.map((p) => (
                <tr key={`i${p.id}`}>
                  <td>
                    <span className="fw-semibold">{p.partNumber}</span> {p.description}
                    <span className="text-secondary small"> (in stock: {p.quantity})</span>
                  </td>
                  <td>{p.condition}</td>
                  <td className="text-end text-nowrap">{priceText(p.price)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </>
  );
}

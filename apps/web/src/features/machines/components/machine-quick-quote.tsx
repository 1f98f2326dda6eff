import { useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import type { Machine } from '@ironmatch/contracts/machines';
import { MULTI_PART_LIMIT } from '@ironmatch/contracts/part-matcher-rules';
import { errorText } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import { SearchQuotesSlot } from '../../../lib/quote-actions';
import { useMachinePartsSearch } from '../api';

/**
 * Quick Quote on a machine's page (issue 28 with issue 26): the buyer picks the machine's parts from the
 * dealer's stock; a part search of their numbers is saved and the Quotes section opens "Request quotes"
 * for the machine's dealer only. The dealer answers with Quick Quote; the quotes show here and under
 * Orders, Quotes received. Free part lines have no part numbers: those go through 'Request parts'.
 */
export function MachineQuickQuote({ machine }: { machine: Machine }) {
  const parts = machine.inventoryParts;
  const [chosen, setChosen] = useState<Set<number>>(
    // One search takes up to 20 numbers: the first 20 are chosen to begin with.
    () => new Set(parts.slice(0, MULTI_PART_LIMIT).map((p) => p.id)),
  );
  const search = useMachinePartsSearch(machine);
  const dealer = machine.companyName ?? 'the dealer';
  if (parts.length === 0) return null;
  const target = search.data;

  if (target)
    return target.rows.length === 0 ? (
      <Alert variant="warning">
        These parts are no longer in {dealer}&apos;s stock. Use Request parts from this machine instead.
      </Alert>
    ) : (
      <SearchQuotesSlot target={target} />
    );

  const numbers = parts.filter((p) => chosen.has(p.id)).map((p) => p.partNumber);
  return (
    <Card className="mb-3" as="section" aria-labelledby="mc-quick-quote-title">
      <Card.Body>
        <h2 className="h5" id="mc-quick-quote-title">
          Quick Quote
        </h2>
        <p className="small mb-2">
          Ask {dealer} for a priced quote on the parts of this machine in its stock, and accept it into an
          order.
        </p>
        <fieldset className="mb-2">
          <legend className="visually-hidden">Parts to quote</legend>
          {parts.map((p) => (
            <Form.Check
              key={p.id}
              id={`mc-qq-part-${p.id}`}
              checked={chosen.has(p.id)}
              onChange={(e) =>
                setChosen((all) => {
                  const next = new Set(all);
                  if (e.target.checked) next.add(p.id);
                  else next.delete(p.id);
                  return next;
                })
              }
              label={
                <>
                  <span className="fw-semibold">{p.partNumber}</span> {p.description} ·{' '}
                  {p.price !== null && p.price > 0 ? formatCents(p.price) : 'Contact for price'}
                </>
              }
            />
          ))}
        </fieldset>
        {numbers.length > MULTI_PART_LIMIT && (
          <Alert variant="warning" className="py-2">
            Choose at most {MULTI_PART_LIMIT} parts for one quote.
          </Alert>
        )}
        {search.isError && (
          <Alert variant="danger" className="py-2" role="alert">
            {errorText(search.error, 'The parts could not be searched.')}
          </Alert>
        )}
        <Button
          variant="outline-primary"
          disabled={numbers.length === 0 || numbers.length > MULTI_PART_LIMIT || search.isPending}
          onClick={() => search.mutate(numbers)}
        >
          {search.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
          Request a Quick Quote
        </Button>
      </Card.Body>
    </Card>
  );
}

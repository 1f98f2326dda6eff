import { useId, useState } from 'react';
import { Button, Container, Form, InputGroup } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import {
  MIN_PART_NUMBER_LENGTH,
  PART_MATCHER_MESSAGES,
  PART_NUMBER_MAX_LENGTH,
  normalizePartNumber,
} from '@ironmatch/contracts/part-matcher-rules';

/**
 * The main task on the home page (issue 21, item 18): a part-number box that opens the part search
 * with the number, the member search for a logged-in user and the guest search for a guest.
 */
export function HomePartSearch({ loggedIn }: { loggedIn: boolean }) {
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const partNumber = normalizePartNumber(value);
    if (partNumber.length < MIN_PART_NUMBER_LENGTH) {
      setError(PART_MATCHER_MESSAGES.partNumberTooShort);
      return;
    }
    navigate(
      loggedIn
        ? `/partmatcher/partsearch?partNumber=${encodeURIComponent(partNumber)}`
        : `/partmatcher/guestpartsearch/${encodeURIComponent(partNumber)}`,
    );
  };
  return (
    <section className="im-home-search py-4 border-bottom bg-body-tertiary" aria-labelledby={`${id}-h`}>
      <Container fluid="xl">
        <Form noValidate onSubmit={onSubmit} role="search" aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`} className="h5 mb-2">
            Find a part by number
          </h2>
          <Form.Label htmlFor={`${id}-pn`} className="visually-hidden">
            Part number
          </Form.Label>
          <InputGroup hasValidation className="im-home-search__group">
            <Form.Control
              id={`${id}-pn`}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
              placeholder="Part number, e.g. 1R-0750"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={PART_NUMBER_MAX_LENGTH + 20}
              isInvalid={error !== null}
              aria-describedby={`${id}-help`}
            />
            <Button type="submit" variant="primary" className="px-4">
              Search
            </Button>
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </InputGroup>
          <Form.Text id={`${id}-help`} className="d-block mt-1">
            {loggedIn
              ? 'Every dealer holding the number is told at once and can quote.'
              : 'See who stocks it; log in to see prices and contact the dealer.'}
          </Form.Text>
        </Form>
      </Container>
    </section>
  );
}

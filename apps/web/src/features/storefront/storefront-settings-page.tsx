import { useEffect, useState } from 'react';
import { Alert, Button, Card, Container, Form, Spinner } from 'react-bootstrap';
import {
  PRICE_VISIBILITIES,
  STOREFRONT_MESSAGES as M,
  type PriceVisibility,
} from '@ironmatch/contracts/storefront';
import { errorText } from '../../lib/api-client';
import { RequireAuth } from '../../lib/require-auth';
import { useSaveSettings, useStorefrontSettings } from './api';
import { StorefrontNav } from './components/storefront-nav';

const HINTS: Record<PriceVisibility, string> = {
  all: 'Every logged-in company sees your prices in search, My Results, browse and your for-sale listings.',
  approved: `Only the customers you approve see your prices; everyone else sees '${M.contactForPrice}' and their orders become quote requests.`,
};

/** /storefront/settings (issue 25): who sees the company's prices. */
export function StorefrontSettingsPage() {
  return (
    <RequireAuth member>
      <Container fluid="xl" className="py-4">
        <StorefrontNav active="settings" />
        <h1 className="h3 mb-3">Price visibility</h1>
        <SettingsForm />
      </Container>
    </RequireAuth>
  );
}

function SettingsForm() {
  const query = useStorefrontSettings();
  const save = useSaveSettings();
  const [value, setValue] = useState<PriceVisibility>('all');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (query.data) setValue(query.data.priceVisibility);
  }, [query.data]);

  if (query.isPending)
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">Loading...</span>
      </Spinner>
    );
  if (!query.data)
    return (
      <Alert variant="danger">
        {errorText(query.error, 'Your storefront settings could not be loaded.')}
      </Alert>
    );
  return (
    <Card style={{ maxWidth: '44rem' }}>
      <Card.Body>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(false);
            save.mutate(value, { onSuccess: () => setSaved(true) });
          }}
        >
          <fieldset>
            <legend className="h6">Who sees your prices</legend>
            {PRICE_VISIBILITIES.map((v) => (
              <Form.Check
                key={v}
                type="radio"
                id={`visibility-${v}`}
                name="priceVisibility"
                className="mb-2"
                checked={value === v}
                onChange={() => setValue(v)}
                label={
                  <>
                    <span className="fw-semibold">{M.visibilityLabels[v]}</span>
                    <span className="d-block small text-muted">{HINTS[v]}</span>
                  </>
                }
              />
            ))}
          </fieldset>
          {save.isError && (
            <Alert variant="danger" className="mt-3">
              {errorText(save.error, 'The setting could not be saved.')}
            </Alert>
          )}
          {saved && !save.isPending && (
            <Alert variant="success" className="mt-3" role="status">
              Saved.
            </Alert>
          )}
          <Button
            type="submit"
            className="mt-2"
            disabled={save.isPending || value === query.data.priceVisibility}
          >
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

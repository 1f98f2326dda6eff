import { Alert, Badge, Button, Card, CloseButton } from 'react-bootstrap';
import { MAX_MACHINE_WATCHES } from '@ironmatch/contracts/machine-rules';
import { errorText } from '../../../lib/api-client';
import { useMachineWatches, useRemoveWatch, useSaveWatch, type MachineFilters } from '../api';

/**
 * The buyer's machine watches: the search's make, model and state saved as a watch (emailed once a day
 * at most when a matching machine is listed), and the watches kept, each removable.
 */
export function MachineWatchesPanel({ filters }: { filters: MachineFilters }) {
  const watches = useMachineWatches();
  const save = useSaveWatch();
  const remove = useRemoveWatch();
  const list = watches.data ?? [];
  const ready = filters.manufacturer !== '' && filters.model.trim() !== '';
  const what = `${filters.manufacturer} ${filters.model.trim()}${filters.state ? ` in ${filters.state}` : ''}`;
  return (
    <Card body className="mb-3" data-testid="machine-watches">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold">Watches</span>
        {list.length === 0 && <span className="small text-secondary">None yet.</span>}
        {list.map((w) => (
          <Badge key={w.id} bg="light" text="dark" className="border d-flex align-items-center gap-1">
            {w.manufacturer} {w.model}
            {w.state ? ` in ${w.state}` : ''}
            <CloseButton
              aria-label={`Remove the watch ${w.manufacturer} ${w.model}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(w.id)}
            />
          </Badge>
        ))}
        <Button
          size="sm"
          variant="outline-primary"
          className="ms-auto"
          disabled={!ready || save.isPending || list.length >= MAX_MACHINE_WATCHES}
          onClick={() =>
            save.mutate({
              manufacturer: filters.manufacturer,
              model: filters.model,
              state: filters.state || undefined,
            })
          }
        >
          {ready ? `Watch ${what}` : 'Watch this search'}
        </Button>
      </div>
      <div className="small text-secondary mt-1">
        {ready
          ? 'We email you once a day at most when a machine matching it is listed.'
          : 'Choose a manufacturer and type a model, then watch the search to be emailed new matches.'}
      </div>
      {(save.isError || remove.isError) && (
        <Alert variant="danger" className="mt-2 mb-0" role="alert">
          {errorText(save.error ?? remove.error, 'Failed to change your watches.')}
        </Alert>
      )}
    </Card>
  );
}

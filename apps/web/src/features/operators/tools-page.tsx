import { Alert, Button, Card } from 'react-bootstrap';
import { errorText } from '../../lib/api-client';
import { useRebuildStats } from './admin-tools-api';

/** /admin/tools: the command line's maintenance work (`npm run admin -- stats-rebuild`). */
export function ToolsPage() {
  const rebuild = useRebuildStats();
  return (
    <>
      <h1 className="h3 mb-3">Tools</h1>
      <Card className="shadow-sm" style={{ maxWidth: 640 }}>
        <Card.Body>
          <h2 className="h5">Stats manager figures</h2>
          <p className="small text-body-secondary">
            Forget the stats rollups and count the whole history again (after a change of what is counted).
            The work runs in the background; members’ figures fill in again as it goes.
          </p>
          <Button
            variant="outline-danger"
            disabled={rebuild.isPending}
            onClick={() => {
              if (window.confirm('Rebuild every stats rollup from the history?')) rebuild.mutate();
            }}
          >
            Rebuild the stats rollups
          </Button>
          {rebuild.isSuccess && (
            <Alert variant="success" className="mt-3 mb-0" role="status">
              The stats rollups are being rebuilt in the background.
            </Alert>
          )}
          {rebuild.isError && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              {errorText(rebuild.error, 'That did not work.')}
            </Alert>
          )}
        </Card.Body>
      </Card>
    </>
  );
}

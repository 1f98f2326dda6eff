import { Alert } from 'react-bootstrap';

/** The last action's outcome on a console page: a success line or the server's sentence. */
export interface ActionResult {
  variant: 'success' | 'danger';
  text: string;
}

export function ActionResultAlert({ result, onClose }: { result: ActionResult | null; onClose: () => void }) {
  if (!result) return null;
  return (
    <Alert
      variant={result.variant}
      dismissible
      onClose={onClose}
      role={result.variant === 'danger' ? 'alert' : 'status'}
    >
      {result.text}
    </Alert>
  );
}

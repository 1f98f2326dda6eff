import { Button } from 'react-bootstrap';
import { errorText } from '../../../lib/api-client';
import { useAdminAction } from '../api';
import type { ActionResult } from './action-result';

interface ActionUser {
  id: number;
  email: string;
  emailVerified: boolean;
  loginDisabled: boolean;
}

/** A user's actions (issue 30): verify the email, end all sessions, disable or enable the login. */
export function UserActions({ user, onResult }: { user: ActionUser; onResult: (r: ActionResult) => void }) {
  const action = useAdminAction();
  const run = (path: string, done: string, body?: unknown) =>
    action.mutate(
      { method: 'POST', path: `/api/admin/users/${user.id}/${path}`, body },
      {
        onSuccess: () => onResult({ variant: 'success', text: done }),
        onError: (err) => onResult({ variant: 'danger', text: errorText(err, 'The action failed.') }),
      },
    );
  const busy = action.isPending;
  return (
    <div className="d-flex flex-wrap gap-1 justify-content-end">
      {!user.emailVerified && (
        <Button
          size="sm"
          variant="outline-dark"
          disabled={busy}
          onClick={() => run('verify-email', `${user.email} is verified.`)}
        >
          Verify email
        </Button>
      )}
      <Button
        size="sm"
        variant="outline-dark"
        disabled={busy}
        onClick={() => run('end-sessions', `Every session of ${user.email} has ended.`)}
      >
        End sessions
      </Button>
      {user.loginDisabled ? (
        <Button
          size="sm"
          variant="outline-success"
          disabled={busy}
          onClick={() => run('enable-login', `${user.email} can log in again.`)}
        >
          Enable login
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline-danger"
          disabled={busy}
          onClick={() => {
            const reason = window.prompt(`Disable the login of ${user.email}? Reason (optional):`);
            if (reason === null) return;
            run('disable-login', `${user.email} can no longer log in.`, { reason });
          }}
        >
          Disable login
        </Button>
      )}
    </div>
  );
}

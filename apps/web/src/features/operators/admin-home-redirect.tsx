import { Navigate } from 'react-router';

/** /admin opens the applications queue. */
export function AdminHomeRedirect() {
  return <Navigate to="/admin/applications" replace />;
}

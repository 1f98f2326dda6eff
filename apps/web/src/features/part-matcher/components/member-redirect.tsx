import { Navigate } from 'react-router';
import { useAuth } from '../../../lib/auth-context';

/**
 * A guest page opened by a signed-in user with a company (a shared link) goes to the member page
 * with the same search: they should see sellers and prices, not the blurred guest view.
 */
export function useMemberRedirect(to: string): React.ReactNode {
  const { status, claims } = useAuth();
  if (status === 'authenticated' && claims?.companyId != null) return <Navigate replace to={to} />;
  return null;
}

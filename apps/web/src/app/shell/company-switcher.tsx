import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NavMenu, NavMenuButton, NavMenuDivider, NavMenuLink } from '../../components/nav-menu';
import { useCurrentUser } from '../../features/accounts/api';
import { useAuth } from '../../lib/auth-context';

/**
 * The current company's name and a menu of the user's other companies (issue 23). Switching refreshes
 * the session with `newUserCompanyId`; every query is then fetched again for the new company. Shown
 * only to a user with several companies.
 */
export function CompanySwitcher() {
  const { claims, refreshClaims } = useAuth();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const companies = user?.companies ?? [];
  if (companies.length < 2) return null;
  const current = companies.find((c) => c.companyId === claims?.companyId);
  return (
    <NavMenu
      title={
        // Long names are cut so the navbar keeps one line at 1366 px (app.scss); the menu shows them in
        // full. A class, not a style attribute: the CSP refuses inline styles.
        <span className="im-company-switcher__name d-inline-block text-truncate align-bottom">
          {current?.name ?? 'Choose company'}
        </span>
      }
      id="nav-company"
      align="end"
    >
      {companies.map((c) => (
        <NavMenuButton
          key={c.companyId}
          onClick={() => {
            if (c.companyId === claims?.companyId) return;
            setFailed(false);
            void refreshClaims(c.companyId).then((ok) => {
              if (ok) navigate('/');
              else setFailed(true);
            });
          }}
        >
          {c.companyId === claims?.companyId ? '✓ ' : ''}
          {c.name}
          <span className="text-secondary small"> ({c.role === 'admin' ? 'Admin' : 'Member'})</span>
        </NavMenuButton>
      ))}
      {failed && <div className="px-3 small text-danger">Could not switch company. Please try again.</div>}
      <NavMenuDivider />
      <NavMenuLink to="/company/team">Team</NavMenuLink>
    </NavMenu>
  );
}

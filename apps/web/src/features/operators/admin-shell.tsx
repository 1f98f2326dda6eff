import { useEffect } from 'react';
import { Container, Nav } from 'react-bootstrap';
import { NavLink, Outlet, useLocation } from 'react-router';
import './operators.scss';

const SECTIONS: Array<[string, string]> = [
  ['/admin/applications', 'Applications'],
  ['/admin/companies', 'Companies'],
  ['/admin/users', 'Users'],
  // Built with the moderation work (reports queue); the nav names it already.
  ['/admin/reports', 'Reports'],
  ['/admin/audit', 'Audit log'],
  // The command line's work (list-orphan-payments, load-cross-references, stats-rebuild).
  ['/admin/payments', 'Payments'],
  ['/admin/cross-references', 'Cross-references'],
  ['/admin/tools', 'Tools'],
];

/** The console's frame: its title, the sections' nav and the page. */
export function AdminShell() {
  const { pathname } = useLocation();
  const section = SECTIONS.find(([to]) => pathname.startsWith(to))?.[1];
  useEffect(() => {
    document.title = `${section ? `${section} · ` : ''}Operators | IronMatch`;
  }, [section]);
  return (
    <div className="im-admin">
      <div className="im-admin-bar border-bottom bg-body-tertiary">
        <Container fluid="xl" className="d-flex flex-wrap align-items-center gap-3 py-2">
          <span className="fw-bold text-uppercase small text-body-secondary">Operators’ console</span>
          <Nav variant="pills" as="nav" aria-label="Operators’ console" className="im-admin-nav flex-nowrap">
            {SECTIONS.map(([to, label]) => (
              <Nav.Item key={to}>
                <Nav.Link as={NavLink} to={to}>
                  {label}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
        </Container>
      </div>
      <Container fluid="xl" className="py-4">
        <Outlet />
      </Container>
    </div>
  );
}

import { Nav } from 'react-bootstrap';
import { NavLink } from 'react-router';

/** The storefront pages' tabs: customers and price visibility. */
export function StorefrontNav({ active }: { active: 'customers' | 'settings' }) {
  return (
    <Nav variant="tabs" className="mb-3" activeKey={active} aria-label="Storefront">
      <Nav.Item>
        <Nav.Link as={NavLink} to="/storefront/customers" eventKey="customers" end={false}>
          Customers
        </Nav.Link>
      </Nav.Item>
      <Nav.Item>
        <Nav.Link as={NavLink} to="/storefront/settings" eventKey="settings">
          Price visibility
        </Nav.Link>
      </Nav.Item>
    </Nav>
  );
}

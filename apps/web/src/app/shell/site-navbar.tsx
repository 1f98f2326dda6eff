import { useEffect, useState } from 'react';
import { Badge, Container, Nav, NavDropdown, Navbar } from 'react-bootstrap';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { BrandLogo } from '../../components/brand-logo';
import { useUnreadCount } from '../../features/messaging/use-unread-count';

const FOR_SALE = [
  ['Attachments', 'attachments'],
  ['Engines', 'engines'],
  ['Machines', 'machines'],
  ['Transmissions', 'transmissions'],
  ['Other Items', 'otheritems'],
] as const;

/** Fixed navigation of spec 2.1: guest and logged-in targets, member menu only with a memid claim. */
export function SiteNavbar() {
  const { status, claims, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = status === 'authenticated';
  // Messaging needs a company and a verified email; without them there is nothing to count.
  const unread =
    useUnreadCount(loggedIn && claims?.companyId != null && Boolean(claims?.emailVerified)).data ?? 0;
  const partSearchPath = loggedIn ? '/partmatcher/partsearch' : '/partmatcher/guestpartsearch';
  // Controlled so the toggle can announce its state (aria-expanded) and the menu closes on navigation.
  const [expanded, setExpanded] = useState(false);
  useEffect(() => setExpanded(false), [location.pathname]);

  const onPartSearch = (e: React.MouseEvent) => {
    // A re-click while already on the page reloads it (a fresh, empty search).
    if (location.pathname === partSearchPath) {
      e.preventDefault();
      window.location.reload();
    }
  };

  return (
    <Navbar
      expand="lg"
      bg="dark"
      data-bs-theme="dark"
      fixed="top"
      className="im-navbar"
      collapseOnSelect
      expanded={expanded}
      onToggle={setExpanded}
    >
      <Container fluid="xl">
        <Navbar.Brand as={Link} to="/" className="im-brand d-flex align-items-center gap-2">
          <BrandLogo size={34} />
          <span className="text-white">
            Iron<span>Match</span>
          </span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" aria-label="Toggle navigation" aria-expanded={expanded} />
        <Navbar.Collapse id="main-nav">
          <Nav className="me-auto">
            <Nav.Link as={NavLink} to="/" end eventKey="home">
              Home
            </Nav.Link>
            <NavDropdown title="Part Search" id="nav-part-search">
              <NavDropdown.Item as={Link} to={partSearchPath} onClick={onPartSearch} eventKey="part-search">
                Part Search
              </NavDropdown.Item>
              <NavDropdown.Item as={Link} to="/partmatcher/partsearchresult" eventKey="part-results">
                Part Search Results
              </NavDropdown.Item>
              <NavDropdown.Item
                as={Link}
                to={loggedIn ? '/partmatcher/browseparts' : '/partmatcher/guestbrowseparts'}
                eventKey="browse"
              >
                Browse Parts
              </NavDropdown.Item>
              <NavDropdown.Item as={Link} to="/partmatcher/generalrequest" eventKey="general-request">
                General Request
              </NavDropdown.Item>
            </NavDropdown>
            <NavDropdown title="For Sale" id="nav-for-sale">
              {FOR_SALE.map(([label, slug]) => (
                <NavDropdown.Item
                  key={slug}
                  as={Link}
                  to={loggedIn ? `/forsale/${slug}` : `/forsale/guest${slug}`}
                  eventKey={`forsale-${slug}`}
                >
                  {label}
                </NavDropdown.Item>
              ))}
              {loggedIn && (
                <>
                  <NavDropdown.Divider />
                  <NavDropdown.Item as={Link} to="/forsale/manage" eventKey="forsale-manage">
                    Manage My Listings
                  </NavDropdown.Item>
                </>
              )}
            </NavDropdown>
            {loggedIn && (
              <>
                <Nav.Link as={NavLink} to="/messages" eventKey="messages">
                  Messages
                  {unread > 0 && (
                    <Badge bg="warning" text="dark" pill className="ms-1">
                      {unread > 99 ? '99+' : unread}
                      <span className="visually-hidden"> unread</span>
                    </Badge>
                  )}
                </Nav.Link>
                <Nav.Link as={NavLink} to="/orders" eventKey="orders">
                  Orders / Quotes
                </Nav.Link>
              </>
            )}
            {loggedIn && claims?.memid && (
              <NavDropdown title="NetCom Members" id="nav-members">
                <NavDropdown.Item as={Link} to="/netcomonly/partsearchesbycompany" eventKey="part-requests">
                  Part Requests
                </NavDropdown.Item>
                <NavDropdown.Item as={Link} to="/netcomonly/partsearches" eventKey="all-part-searches">
                  All Part Searches
                </NavDropdown.Item>
                <NavDropdown.Item as={Link} to="/netcomonly/generalrequests" eventKey="general-requests">
                  General Requests
                </NavDropdown.Item>
                <NavDropdown.Divider />
                <NavDropdown.Item as={Link} to="/inventory" eventKey="inventory">
                  Inventory Manager
                </NavDropdown.Item>
              </NavDropdown>
            )}
          </Nav>
          <Nav>
            {loggedIn ? (
              <NavDropdown title="More" id="nav-more" align="end">
                <NavDropdown.Item as={Link} to="/contact" eventKey="contact">
                  Contact Us
                </NavDropdown.Item>
                <NavDropdown.Item as={Link} to="/profile" eventKey="profile">
                  My Account
                </NavDropdown.Item>
                <NavDropdown.Item as={Link} to="/settings" eventKey="settings">
                  Settings
                </NavDropdown.Item>
                <NavDropdown.Item as={Link} to="/suggestions" eventKey="suggestions">
                  Suggestions
                </NavDropdown.Item>
                <NavDropdown.Divider />
                <NavDropdown.Item
                  as="button"
                  eventKey="logout"
                  onClick={async () => {
                    await logout();
                    navigate('/');
                  }}
                >
                  Logout
                </NavDropdown.Item>
              </NavDropdown>
            ) : (
              <>
                <Nav.Link as={NavLink} to="/contact" eventKey="contact">
                  Contact Us
                </Nav.Link>
                <Nav.Link as={NavLink} to="/login" eventKey="login" className="im-nav-cta ms-lg-2">
                  Log In
                </Nav.Link>
              </>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

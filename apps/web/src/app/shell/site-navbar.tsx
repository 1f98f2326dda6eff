import { useEffect, useState } from 'react';
import { Badge, Container, Nav } from 'react-bootstrap';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { BrandLogo } from '../../components/brand-logo';
import { NavMenu, NavMenuButton, NavMenuDivider, NavMenuLink } from '../../components/nav-menu';
import { useUnreadCount } from '../../features/messaging/use-unread-count';
import { CompanySwitcher } from './company-switcher';

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
    // Bootstrap's navbar markup without react-bootstrap's Navbar, whose offcanvas and collapse animation
    // would load on every first page; the menu opens and closes at once (as with reduced motion).
    <nav data-bs-theme="dark" className="im-navbar navbar navbar-expand-lg bg-dark fixed-top">
      <Container fluid="xl">
        <Link to="/" className="im-brand d-flex align-items-center gap-2 navbar-brand">
          <BrandLogo size={34} />
          <span className="text-white">
            Iron<span>Match</span>
          </span>
        </Link>
        <button
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls="main-nav"
          aria-label="Toggle navigation"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="main-nav" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
          <Nav bsPrefix="navbar-nav" className="me-auto">
            <Nav.Link as={NavLink} to="/" end eventKey="home">
              Home
            </Nav.Link>
            <NavMenu title="Part Search" id="nav-part-search">
              <NavMenuLink to={partSearchPath} onClick={onPartSearch}>
                Part Search
              </NavMenuLink>
              <NavMenuLink to="/partmatcher/partsearchresult">Part Search Results</NavMenuLink>
              <NavMenuLink to={loggedIn ? '/partmatcher/browseparts' : '/partmatcher/guestbrowseparts'}>
                Browse Parts
              </NavMenuLink>
              <NavMenuLink to="/partmatcher/generalrequest">General Request</NavMenuLink>
            </NavMenu>
            <NavMenu title="For Sale" id="nav-for-sale">
              {FOR_SALE.map(([label, slug]) => (
                <NavMenuLink key={slug} to={loggedIn ? `/forsale/${slug}` : `/forsale/guest${slug}`}>
                  {label}
                </NavMenuLink>
              ))}
              {loggedIn && (
                <>
                  <NavMenuDivider />
                  <NavMenuLink to="/forsale/manage">Manage My Listings</NavMenuLink>
                </>
              )}
              <NavMenuDivider />
              <NavMenuLink to={loggedIn ? '/machines' : '/machines/guest'}>
                Machines Being Dismantled
              </NavMenuLink>
              {/* Members list machines; a company that is not one yet keeps drafts there (issue 30). */}
              {loggedIn && claims?.companyId != null && (
                <NavMenuLink to="/machines/manage">Manage My Machines</NavMenuLink>
              )}
            </NavMenu>
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
              <NavMenu title="NetCom Members" id="nav-members">
                <NavMenuLink to="/netcomonly/partsearchesbycompany">Part Requests</NavMenuLink>
                <NavMenuLink to="/netcomonly/partsearches">All Part Searches</NavMenuLink>
                <NavMenuLink to="/netcomonly/generalrequests">General Requests</NavMenuLink>
                <NavMenuDivider />
                <NavMenuLink to="/inventory">Inventory Manager</NavMenuLink>
                <NavMenuLink to="/stats">Stats Manager</NavMenuLink>
                <NavMenuLink to="/storefront/customers">Storefront Customers</NavMenuLink>
                <NavMenuLink to="/storefront/settings">Price Visibility</NavMenuLink>
              </NavMenu>
            )}
          </Nav>
          <Nav bsPrefix="navbar-nav">
            {loggedIn && claims?.companyId != null && <CompanySwitcher />}
            {loggedIn ? (
              <NavMenu title="More" id="nav-more" align="end">
                <NavMenuLink to="/contact">Contact Us</NavMenuLink>
                <NavMenuLink to="/profile">My Account</NavMenuLink>
                {claims?.companyId != null && <NavMenuLink to="/company/team">Team</NavMenuLink>}
                <NavMenuLink to="/settings">Settings</NavMenuLink>
                <NavMenuLink to="/suggestions">Suggestions</NavMenuLink>
                {claims?.isOperator && <NavMenuLink to="/admin/applications">Operators’ console</NavMenuLink>}
                <NavMenuDivider />
                <NavMenuButton
                  onClick={() => {
                    void logout().then(() => navigate('/'));
                  }}
                >
                  Logout
                </NavMenuButton>
              </NavMenu>
            ) : (
              <>
                <Nav.Link as={NavLink} to="/contact" eventKey="contact">
                  Contact Us
                </Nav.Link>
                <Nav.Link
                  as={NavLink}
                  to="/login"
                  // Back to this page after logging in (issue 21, item 18); from the home page and the
                  // account pages, the login goes on to the part search instead.
                  state={
                    /^\/($|login|register|signup|forgot|reset|verify)/i.test(location.pathname)
                      ? undefined
                      : { from: location.pathname + location.search }
                  }
                  eventKey="login"
                  className="im-nav-cta ms-lg-2"
                >
                  Log In
                </Nav.Link>
              </>
            )}
          </Nav>
        </div>
      </Container>
    </nav>
  );
}

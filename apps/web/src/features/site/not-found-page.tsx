import { Container } from 'react-bootstrap';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container className="py-5 text-center">
      <h1>Page not found</h1>
      <p className="lead">We could not find that page.</p>
      <Link to="/" className="btn btn-primary">
        Go to the home page
      </Link>
    </Container>
  );
}

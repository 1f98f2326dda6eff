import { Container } from 'react-bootstrap';

export function HomePage() {
  return (
    <Container className="py-5">
      <h1>IronMatch</h1>
    </Container>
  );
}

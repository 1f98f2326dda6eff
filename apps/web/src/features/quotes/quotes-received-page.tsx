import { Container } from 'react-bootstrap';
import { RequireAuth } from '../../lib/require-auth';
import { ReceivedQuotesTab } from './components/received-quotes-tab';
import './quotes.scss';

/** /quotes/received: every quote my company received, newest activity first ("Quotes received"). */
export function QuotesReceivedPage() {
  return (
    <RequireAuth>
      <Container fluid="xl" className="py-4">
        <h1 className="h4">Quotes received</h1>
        <ReceivedQuotesTab />
      </Container>
    </RequireAuth>
  );
}

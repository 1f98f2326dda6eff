import { useEffect, useRef } from 'react';
import { Container } from 'react-bootstrap';
import { BANNER_DISPLAY_MS } from '@ironmatch/contracts/site-rules';
import { useAuth } from '../../../lib/auth-context';

/** The green logout (or session) message on Home; it clears itself after 5 seconds (spec 2.2, 9). */
export function LogoutBanner() {
  const { message, clearMessage } = useAuth();
  // The provider hands out a new clearMessage on every change; only the message restarts the timer.
  const clearRef = useRef(clearMessage);
  useEffect(() => {
    clearRef.current = clearMessage;
  });
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => clearRef.current(), BANNER_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [message]);

  if (!message) return null;
  return (
    <Container fluid="xl" className="pt-3">
      {/* Plain Bootstrap markup: react-bootstrap's Alert would add ~6 KB to the home page's first load. */}
      <div className="alert alert-success mb-0" role="status">
        {message}
      </div>
    </Container>
  );
}

import { useEffect, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { DENY_NON_ESSENTIAL, type ConsentChoice } from '@ironmatch/contracts/consent-rules';
import { Link } from 'react-router';
import { readLocalConsent, saveConsentChoice, type ConsentSyncResult } from './consent-store';

const CATEGORIES: Array<{ key: keyof ConsentChoice | 'essential'; label: string; help: string }> = [
  {
    key: 'essential',
    label: 'Essential',
    help: 'Needed to log in, keep you signed in and remember this choice. Always on.',
  },
  { key: 'preferences', label: 'Preferences', help: 'Remember settings such as your last search options.' },
  {
    key: 'analytics',
    label: 'Analytics',
    help: 'Help us understand which pages are used so we can improve them.',
  },
  { key: 'marketing', label: 'Marketing', help: 'Measure our advertising and show relevant offers.' },
];

interface CookieSettingsModalProps {
  show: boolean;
  loggedIn: boolean;
  onHide(): void;
  /** After a choice was saved locally (and synced when logged in). */
  onSaved?(result: ConsentSyncResult): void;
}

/** The cookie settings dialog of the banner and of the Settings page (spec 2.8 and 4). */
export function CookieSettingsModal({ show, loggedIn, onHide, onSaved }: CookieSettingsModalProps) {
  const [choice, setChoice] = useState<ConsentChoice>(DENY_NON_ESSENTIAL);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!show) return;
    const local = readLocalConsent();
    setChoice(
      local
        ? { preferences: local.preferences, analytics: local.analytics, marketing: local.marketing }
        : DENY_NON_ESSENTIAL,
    );
  }, [show]);

  const save = async (value: ConsentChoice) => {
    setSaving(true);
    try {
      const result = await saveConsentChoice(value, loggedIn);
      onSaved?.(result);
      onHide();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal show={show} onHide={onHide} aria-labelledby="cookie-settings-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="cookie-settings-title">Cookie Settings</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small">
          Choose which optional cookies we may use. You can change this at any time from Settings. Read our{' '}
          <Link to="/legal/cookies" onClick={onHide}>
            Cookie Policy
          </Link>
          .
        </p>
        {CATEGORIES.map(({ key, label, help }) => (
          <div key={key} className="border-top py-2">
            <Form.Check
              type="switch"
              id={`cookie-${key}`}
              label={<span className="fw-semibold">{label}</span>}
              checked={key === 'essential' ? true : choice[key]}
              disabled={key === 'essential' || saving}
              aria-describedby={`cookie-${key}-help`}
              onChange={(e) => key !== 'essential' && setChoice((c) => ({ ...c, [key]: e.target.checked }))}
            />
            <div id={`cookie-${key}-help`} className="small text-body-secondary ms-5">
              {help}
            </div>
          </div>
        ))}
      </Modal.Body>
      <Modal.Footer className="flex-wrap gap-2">
        <Button variant="outline-secondary" onClick={onHide} disabled={saving}>
          Cancel
        </Button>
        <Button variant="outline-dark" onClick={() => void save(DENY_NON_ESSENTIAL)} disabled={saving}>
          Deny non-essential
        </Button>
        <Button variant="primary" onClick={() => void save(choice)} disabled={saving}>
          {saving && <Spinner size="sm" className="me-2" aria-hidden />}
          Save
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

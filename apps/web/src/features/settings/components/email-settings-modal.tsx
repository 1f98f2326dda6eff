import { useEffect, useReducer, useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@ironmatch/contracts/accounts';
import {
  SETTINGS_MESSAGES,
  emailSettingsFromUser,
  applyEmailSettingRules,
  isEmailSettingDisabled,
} from '@ironmatch/contracts/settings';
import { saveEmailSettings } from '../api';
import {
  EMAIL_SETTING_LABELS,
  changedEmailSettings,
  emailSettingsReducer,
  shownEmailSettings,
  visibleEmailSettingGroups,
} from '../email-settings-rules';

interface EmailSettingsModalProps {
  show: boolean;
  user: User | undefined;
  loading: boolean;
  onHide(): void;
  onSaved(message: string): void;
}

/** "Email Notification Settings" (spec 2.8 and 4). */
export function EmailSettingsModal({ show, user, loading, onHide, onSaved }: EmailSettingsModalProps) {
  const queryClient = useQueryClient();
  const [settings, dispatch] = useReducer(emailSettingsReducer, emailSettingsFromUser(user ?? {}));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (show) {
      dispatch({ type: 'reset', settings: emailSettingsFromUser(user ?? {}) });
      setError(null);
    }
  }, [show, user]);

  const loaded = applyEmailSettingRules(emailSettingsFromUser(user ?? {}));
  const changes = changedEmailSettings(loaded, settings);
  const shown = shownEmailSettings(settings);
  const groups = visibleEmailSettingGroups(user?.Company?.memid ?? user?.memid);
  const busy = loading || saving;

  const save = async () => {
    if (busy) return;
    if (Object.keys(changes).length === 0) return onHide();
    setSaving(true);
    setError(null);
    try {
      const message = await saveEmailSettings(user?.userId, changes);
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      onSaved(message);
    } catch (err) {
      setError(
        err instanceof Error && err.message === SETTINGS_MESSAGES.missingUserId
          ? err.message
          : SETTINGS_MESSAGES.saveFailed,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal show={show} onHide={onHide} aria-labelledby="email-settings-title">
      <Modal.Header closeButton>
        <Modal.Title id="email-settings-title">Email Notification Settings</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && (
          <Alert variant="danger" className="py-2" role="alert">
            {error}
          </Alert>
        )}
        <p className="text-body-secondary small">Choose which emails IronMatch sends you.</p>
        <div className="d-flex gap-2 mb-3">
          <Button
            size="sm"
            variant="outline-dark"
            onClick={() => dispatch({ type: 'setAll', on: false })}
            disabled={busy}
          >
            Disable all
          </Button>
          <Button
            size="sm"
            variant="outline-dark"
            onClick={() => dispatch({ type: 'setAll', on: true })}
            disabled={busy}
          >
            Enable all
          </Button>
        </div>
        {groups.map(({ parent, children }) => (
          <fieldset key={parent} className="border rounded p-3 mb-3">
            <legend className="visually-hidden">{EMAIL_SETTING_LABELS[parent].label}</legend>
            <Form.Check
              type="switch"
              id={`email-setting-${parent}`}
              className="fw-semibold"
              label={EMAIL_SETTING_LABELS[parent].label}
              checked={shown[parent]}
              disabled={busy}
              onChange={(e) => dispatch({ type: 'toggle', key: parent, on: e.target.checked })}
            />
            <div className="small text-body-secondary ms-5 mb-2">{EMAIL_SETTING_LABELS[parent].help}</div>
            {!loaded[parent] && shown[parent] && (
              <div className="small text-info-emphasis ms-5 mb-2" role="note">
                Its sub-options you leave untouched come back as they were before it was turned off.
              </div>
            )}
            <div className="ms-4">
              {children.map((child) => (
                <div key={child} className="mb-1">
                  <Form.Check
                    type="switch"
                    id={`email-setting-${child}`}
                    label={EMAIL_SETTING_LABELS[child].label}
                    checked={shown[child]}
                    disabled={busy || isEmailSettingDisabled(settings, child)}
                    aria-describedby={`email-setting-${child}-help`}
                    onChange={(e) => dispatch({ type: 'toggle', key: child, on: e.target.checked })}
                  />
                  <div id={`email-setting-${child}-help`} className="small text-body-secondary ms-5">
                    {EMAIL_SETTING_LABELS[child].help}
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={saving}>
          Cancel
        </Button>
        <Button variant="primary" onClick={save} disabled={busy}>
          {saving && <Spinner size="sm" className="me-2" aria-hidden />}
          Save
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

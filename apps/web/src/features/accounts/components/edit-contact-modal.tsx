import { useState } from 'react';
import { Alert, Button, Col, Form, Modal, Row, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGES,
  PROFILE_FIELDS,
  profileFormSchema,
  type ProfileForm,
  type User,
} from '@ironmatch/contracts/accounts';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { zodResolver } from '../../../lib/zod-resolver';
import { updateProfile } from '../api';

interface EditContactModalProps {
  show: boolean;
  user: User | null | undefined;
  onHide(): void;
  onSaved(message: string): void;
}

/** "Edit Contact Information" (spec 2.8 and 5): names and phones only. */
export function EditContactModal({ show, user, onHide, onSaved }: EditContactModalProps) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="edit-contact-title">
      {show && <EditContactForm user={user} onHide={onHide} onSaved={onSaved} />}
    </Modal>
  );
}

function initialValues(user: User | null | undefined): ProfileForm {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phoneOffice: user?.phoneOffice ?? '',
    phoneMobile: user?.phoneMobile ?? '',
  };
}

function EditContactForm({ user, onHide, onSaved }: Omit<EditContactModalProps, 'show'>) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ variant: 'info' | 'danger'; text: string } | null>(null);
  const initial = initialValues(user);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({ resolver: zodResolver(profileFormSchema), defaultValues: initial });
  // The notice clears as soon as the user edits a field.
  const field = (name: keyof ProfileForm) => {
    const r = register(name);
    return {
      ...r,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        setNotice(null);
        return r.onChange(e);
      },
    };
  };

  const onSubmit = handleSubmit(async (values) => {
    const unchanged = PROFILE_FIELDS.every((f) => (initial[f] ?? '').trim() === (values[f] ?? '').trim());
    if (unchanged) {
      setNotice({ variant: 'info', text: ACCOUNT_MESSAGES.noProfileChangesClient });
      return;
    }
    if (!user?.userId) {
      setNotice({ variant: 'danger', text: ACCOUNT_MESSAGES.missingUserId });
      return;
    }
    try {
      const { message } = await updateProfile(user.userId, {
        firstName: values.firstName,
        lastName: values.lastName,
        phoneOffice: values.phoneOffice,
        phoneMobile: values.phoneMobile,
      });
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      onSaved(message);
    } catch (err) {
      setNotice({
        variant: 'danger',
        text: err instanceof ApiError && err.status > 0 ? err.firstError : 'Failed to update profile',
      });
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Header closeButton>
        <Modal.Title id="edit-contact-title">Edit Contact Information</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {notice && (
          <Alert
            variant={notice.variant}
            className="py-2"
            role={notice.variant === 'danger' ? 'alert' : 'status'}
          >
            {notice.text}
          </Alert>
        )}
        <p className="small text-body-secondary mb-3">
          Email: <span className="text-body text-break">{user?.email}</span>
        </p>
        <Row className="g-3">
          <Col sm={6}>
            <TextField
              id="edit-contact-first-name"
              label="First Name"
              registration={field('firstName')}
              error={errors.firstName?.message}
              autoComplete="given-name"
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="edit-contact-last-name"
              label="Last Name"
              registration={field('lastName')}
              error={errors.lastName?.message}
              autoComplete="family-name"
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="edit-contact-phone-office"
              label="Office Phone"
              registration={field('phoneOffice')}
              error={errors.phoneOffice?.message}
              type="tel"
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="edit-contact-phone-mobile"
              label="Mobile Phone"
              registration={field('phoneMobile')}
              error={errors.phoneMobile?.message}
              type="tel"
            />
          </Col>
        </Row>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
          Save Changes
        </Button>
      </Modal.Footer>
    </Form>
  );
}

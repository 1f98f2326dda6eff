import { useRef, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AUTH_MESSAGES, REGISTER_MAX_LENGTHS, registerRequestSchema } from '@ironmatch/contracts/auth';
import { TextField } from '../../components/text-field';
import { zodResolver } from '../../lib/zod-resolver';
import { register as registerAccount } from './api';
import { useAuth } from '../../lib/auth-context';
import { AuthCard } from './components/auth-card';
import { PasswordField } from '../../components/password-field';
import { useOriginPath } from './use-signed-in-redirect';

const registerFormSchema = registerRequestSchema.omit({ deviceInfo: true });
type RegisterFormIn = z.input<typeof registerFormSchema>;
type RegisterFormOut = z.output<typeof registerFormSchema>;

const POLICY_LINKS = [
  ['Terms of Use', '/legal/termsofuse'],
  ['Acceptable Use Policy', '/legal/acceptableuse'],
  ['Privacy Policy', '/legal/privacypolicy'],
  ['User Verification and Eligibility Policy', '/legal/user-verification'],
] as const;

/** /register, "Create New Account" (spec 2.4). */
export function RegisterPage() {
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const origin = useOriginPath();
  const [error, setError] = useState<string | null>(null);
  const signingUp = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormIn, unknown, RegisterFormOut>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '', phoneOffice: '', phoneMobile: '' },
  });

  if (status === 'loading') return null;
  if (status === 'authenticated' && !signingUp.current) return <Navigate to={origin ?? '/'} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await registerAccount(values);
      signingUp.current = true;
      signIn(result.accessToken, result.refreshToken);
      navigate('/profile', { replace: true, state: { message: result.message ?? AUTH_MESSAGES.registered } });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'An error occurred during registration.');
    }
  });

  return (
    <AuthCard title="Create New Account" wide>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          id="register-email"
          label="Email"
          registration={register('email', {
            // 'An account with this email already exists' is about the old address, not the new one.
            onChange: () => setError((e) => (e === AUTH_MESSAGES.emailTaken ? null : e)),
          })}
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          maxLength={REGISTER_MAX_LENGTHS.email}
          className="mb-3"
        />
        <PasswordField
          id="register-password"
          label="Password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
          hint={AUTH_MESSAGES.passwordHint}
        />
        <Row>
          <Col sm={6}>
            <TextField
              id="register-first-name"
              label="First Name"
              registration={register('firstName')}
              error={errors.firstName?.message}
              maxLength={REGISTER_MAX_LENGTHS.name}
              autoComplete="given-name"
              className="mb-3"
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="register-last-name"
              label="Last Name"
              registration={register('lastName')}
              error={errors.lastName?.message}
              maxLength={REGISTER_MAX_LENGTHS.name}
              autoComplete="family-name"
              className="mb-3"
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="register-phone-office"
              label="Office Phone"
              registration={register('phoneOffice')}
              error={errors.phoneOffice?.message}
              maxLength={REGISTER_MAX_LENGTHS.phone}
              type="tel"
              autoComplete="tel-national"
              optional
              className="mb-3"
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="register-phone-mobile"
              label="Mobile Phone"
              registration={register('phoneMobile')}
              error={errors.phoneMobile?.message}
              maxLength={REGISTER_MAX_LENGTHS.phone}
              type="tel"
              autoComplete="tel"
              optional
              className="mb-3"
            />
          </Col>
        </Row>
        <Form.Group className="mb-4" controlId="register-consent">
          <Form.Check type="checkbox" isInvalid={Boolean(errors.consent)}>
            <Form.Check.Input type="checkbox" isInvalid={Boolean(errors.consent)} {...register('consent')} />
            <Form.Check.Label>
              I am 18 or older, I represent a valid business, and I accept the{' '}
              {POLICY_LINKS.map(([label, href], i) => (
                <span key={href}>
                  {i > 0 && (i === POLICY_LINKS.length - 1 ? ' and ' : ', ')}
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </span>
              ))}
              .
            </Form.Check.Label>
            <Form.Control.Feedback type="invalid">{errors.consent?.message}</Form.Control.Feedback>
          </Form.Check>
        </Form.Group>
        <Button type="submit" variant="primary" className="w-100 mb-3" disabled={isSubmitting}>
          {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
          Sign Up
        </Button>
      </Form>
      <p className="mb-0 text-center">
        Already have an account?{' '}
        <Link to="/login" state={origin ? { from: origin } : undefined}>
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}

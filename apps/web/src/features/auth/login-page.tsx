import { useRef, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { loginRequestSchema, type LoginRequest } from '@ironmatch/contracts/auth';
import { TextField } from '../../components/text-field';
import { zodResolver } from '../../lib/zod-resolver';
import { login } from './api';
import { useAuth } from '../../lib/auth-context';
import { AuthCard } from './components/auth-card';
import { PasswordField } from '../../components/password-field';
import { useOriginPath } from './use-signed-in-redirect';
import { useClearAfter } from '../../lib/use-timed-message';
import { decodeClaims } from '../../lib/session';

const loginFormSchema = loginRequestSchema.pick({ email: true, password: true });
type LoginForm = Pick<LoginRequest, 'email' | 'password'>;

/** /login (spec 2.5). */
export function LoginPage() {
  const { status, message, clearMessage, signIn } = useAuth();
  const navigate = useNavigate();
  const origin = useOriginPath();
  const [error, setError] = useState<string | null>(null);
  const signingIn = useRef(false);
  useClearAfter(message, clearMessage);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  if (status === 'loading') return null;
  if (status === 'authenticated' && !signingIn.current) return <Navigate to={origin ?? '/'} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const tokens = await login(values.email.trim(), values.password);
      signingIn.current = true;
      signIn(tokens.accessToken, tokens.refreshToken);
      // The page the user came from, else the main task: the part search (issue 21, item 18).
      const hasCompany = decodeClaims(tokens.accessToken)?.companyId != null;
      navigate(origin ?? (hasCompany ? '/partmatcher/partsearch' : '/profile'), { replace: true });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Failed to login');
    }
  });

  return (
    <AuthCard title="Log In">
      {message && (
        <Alert variant="success" dismissible onClose={clearMessage}>
          {message}
        </Alert>
      )}
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          label="Email"
          registration={register('email')}
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          className="mb-3"
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <Button type="submit" variant="primary" className="px-4" disabled={isSubmitting}>
            {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
            Login
          </Button>
          <Link to="/forgot-password">Forgot your password?</Link>
        </div>
      </Form>
      <p className="small text-body-secondary mb-2">
        By logging in you agree to our <Link to="/legal/termsofuse">Terms of Use</Link> and{' '}
        <Link to="/legal/privacypolicy">Privacy Policy</Link>.
      </p>
      <p className="mb-0">
        New to IronMatch?{' '}
        <Link to="/register" state={origin ? { from: origin } : undefined}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}

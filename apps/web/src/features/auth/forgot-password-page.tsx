import { useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AUTH_MESSAGES, forgotPasswordRequestSchema } from '@ironmatch/contracts/auth';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/zod-resolver';
import { requestPasswordReset } from './api';
import { AuthCard } from './components/auth-card';

type ForgotIn = z.input<typeof forgotPasswordRequestSchema>;
type ForgotOut = z.output<typeof forgotPasswordRequestSchema>;

/** /forgot-password: asks for a reset link; the answer is the same for known and unknown emails. */
export function ForgotPasswordPage() {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotIn, unknown, ForgotOut>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const message = await requestPasswordReset(email);
      setResult({ ok: true, message: message ?? AUTH_MESSAGES.resetRequested });
    } catch (err) {
      setResult({
        ok: false,
        message:
          err instanceof ApiError && err.status > 0
            ? err.message || 'Error requesting password reset.'
            : 'An unexpected error occurred.',
      });
    }
  });

  return (
    <AuthCard title="Forgot Password">
      <p>Enter the email you use to log in and we will send you a link to choose a new password.</p>
      {result && (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          id="forgot-email"
          label="Email"
          registration={register('email')}
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          className="mb-3"
        />
        <Button type="submit" variant="primary" className="w-100 mb-3" disabled={isSubmitting}>
          {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden />}
          Send Reset Link
        </Button>
      </Form>
      <p className="mb-0 text-center">
        Remembered it? <Link to="/login">Back to Log In</Link>
      </p>
    </AuthCard>
  );
}

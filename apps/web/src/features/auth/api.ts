import type {
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  TokenPair,
} from '@ironmatch/contracts/auth';
import type { Envelope } from '@ironmatch/contracts/envelope';
import { api } from '../../lib/api-client';

/** The browser agent, sent with login and password change so a user can tell sessions apart (spec 3). */
export function deviceInfo(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 500);
}

function tokensOf(envelope: Envelope<TokenPair>, fallback: string): TokenPair {
  const data = envelope.data;
  if (!data?.accessToken || !data.refreshToken) throw new Error(envelope.message ?? fallback);
  return data;
}

export async function login(email: string, password: string): Promise<TokenPair & { message?: string }> {
  const body: LoginRequest = { email, password, deviceInfo: deviceInfo() };
  const res = await api.post<TokenPair>('/api/login', body, {
    auth: 'none',
    fallbackError: 'Failed to login',
  });
  return { ...tokensOf(res, 'Failed to login'), message: res.message };
}

export async function register(
  values: Omit<RegisterRequest, 'deviceInfo'>,
): Promise<TokenPair & { message?: string }> {
  const body: RegisterRequest = { ...values, deviceInfo: deviceInfo() };
  const res = await api.post<TokenPair>('/api/user', body, {
    auth: 'none',
    fallbackError: 'An error occurred during registration.',
  });
  return { ...tokensOf(res, 'An error occurred during registration.'), message: res.message };
}

export async function verifyEmail(token: string, email: string): Promise<string | undefined> {
  const res = await api.get<unknown>('/api/verify-email', {
    auth: 'none',
    query: { token, email },
    fallbackError: 'Email verification failed.',
  });
  return res.message;
}

export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const res = await api.post<unknown>(
    '/api/user/forgot-password',
    { email },
    {
      auth: 'none',
      fallbackError: 'Error requesting password reset.',
    },
  );
  return res.message;
}

export async function resetPassword(body: ResetPasswordRequest): Promise<string | undefined> {
  const res = await api.post<unknown>('/api/user/reset-password', body, {
    auth: 'none',
    fallbackError: 'Error resetting password.',
  });
  return res.message;
}

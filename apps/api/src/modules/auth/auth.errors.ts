import { type ApiError, passwordMaxLength, passwordMinLength } from '@pte/contract';
import { internalErrorMessage } from '../../platform/error-handler';
import { commonPasswordError } from './common-passwords';

/** Learner-facing messages for Better Auth's error codes; codes not listed keep Better Auth's own message. */
const authErrorMessages: Record<string, string> = {
  // One message for an unknown e-mail and a wrong password, so sign-in never reveals who is registered.
  INVALID_EMAIL_OR_PASSWORD: 'That e-mail and password do not match. Check both and try again.',
  USER_ALREADY_EXISTS: 'An account with this e-mail already exists. Sign in, or reset your password if you forgot it.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'An account with this e-mail already exists. Sign in, or reset your password if you forgot it.',
  PASSWORD_TOO_SHORT: `Use at least ${passwordMinLength} characters for your password.`,
  PASSWORD_TOO_LONG: `Use at most ${passwordMaxLength} characters for your password.`,
  INVALID_TOKEN: 'This link is no longer valid: it was already used or it has expired. Ask for a new one.',
  TOKEN_EXPIRED: 'This link has expired. Ask for a new one.',
  INVALID_EMAIL: 'Enter a valid e-mail address.',
  PASSWORD_TOO_COMMON: commonPasswordError.message,
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  EMAIL_NOT_VERIFIED:
    'Confirm your e-mail address before you sign in: open the link in the e-mail we sent you when you created your account, or ask for a new one.',
  VERIFICATION_EMAIL_NOT_ENABLED: 'This server does not ask for e-mail confirmation: sign in with your e-mail and password.',
  USER_NOT_FOUND: 'There is no longer an account for this link. Create your account again.',
};

const fallbackCodeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

function readJson(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What the origin messages name: the address the request came from and the one to use instead. */
interface RequestAddresses {
  /** The public address of the app (APP_URL). */
  appUrl: string;
  /** The `Origin` (or `Referer`) the request came with, if any. */
  origin: string | undefined;
}

/** Messages that name the addresses involved, so a refused learner knows where to open the app. */
function originMessage(code: string, { appUrl, origin }: RequestAddresses): string | undefined {
  if (code === 'INVALID_ORIGIN') {
    return `This request came from a page at ${origin ?? 'another address'}, which PTE Coach does not trust. Open PTE Coach at ${appUrl} and try again. (The server's administrator can add an address to TRUSTED_ORIGINS.)`;
  }
  if (code === 'MISSING_OR_NULL_ORIGIN') return `This request did not say which page it came from. Open PTE Coach at ${appUrl} and try again.`;
  return undefined;
}

/**
 * Rewrites an error answer of Better Auth into the API's error shape with a learner-facing message.
 * Server errors get the generic message (the caller logs the original).
 */
export function normalizeAuthError(status: number, bodyText: string, addresses: RequestAddresses): ApiError {
  if (status >= 500) return { code: 'INTERNAL_ERROR', message: internalErrorMessage };
  const body = readJson(bodyText);
  const rawCode = typeof body?.code === 'string' && body.code ? body.code : undefined;
  const rawMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
  if (rawCode === 'VALIDATION_ERROR') {
    return { code: 'VALIDATION_FAILED', message: `Some details are not valid. ${rawMessage ?? ''}`.trim() };
  }
  const code = rawCode ?? fallbackCodeByStatus[status] ?? 'BAD_REQUEST';
  const message =
    originMessage(code, addresses) ??
    authErrorMessages[code] ??
    rawMessage ??
    (status === 404 ? 'This page does not exist.' : 'The request could not be completed.');
  return { code, message };
}

import { z } from 'zod';

/** The shortest password a learner may choose. */
export const passwordMinLength = 8;

/** The longest password a learner may choose (argon2 hashes any length; this keeps requests small). */
export const passwordMaxLength = 128;

/** How long a password-reset link stays valid, in seconds (1 hour). */
export const passwordResetLinkLifetimeSeconds = 3600;

/** How long the link that confirms a new account's e-mail address stays valid, in seconds (24 hours). */
export const emailConfirmationLinkLifetimeSeconds = 86_400;

/** An e-mail address as a learner types it. */
const emailSchema = z.email('Enter a valid e-mail address').max(254, 'Use at most 254 characters');

/** A new password, checked for length only (any characters are allowed). */
const newPasswordSchema = z
  .string()
  .min(passwordMinLength, `Use at least ${passwordMinLength} characters`)
  .max(passwordMaxLength, `Use at most ${passwordMaxLength} characters`);

/** `POST /auth/sign-up/email` body. Extra fields Better Auth understands (e.g. `callbackURL`) may be sent too. */
export const signUpRequestSchema = z.looseObject({
  name: z.string().trim().min(1, 'Enter your name').max(80, 'Use at most 80 characters'),
  email: emailSchema,
  password: newPasswordSchema,
});

/** `POST /auth/sign-in/email` body. Extra fields Better Auth understands (e.g. `rememberMe`) may be sent too. */
export const signInRequestSchema = z.looseObject({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(passwordMaxLength, `Use at most ${passwordMaxLength} characters`),
});

/** `POST /auth/request-password-reset` body: the address to send a reset link to. */
export const requestPasswordResetSchema = z.looseObject({
  email: emailSchema,
});

/** `POST /auth/reset-password` body: the token from the reset link and the new password. */
export const resetPasswordRequestSchema = z.looseObject({
  token: z.string().min(1, 'This reset link is incomplete. Open the link from the e-mail again.'),
  newPassword: newPasswordSchema,
});

/** `POST /auth/revoke-session` body: the session token to end (one of the learner's own sessions). */
export const revokeSessionRequestSchema = z.looseObject({
  token: z.string().min(1, 'Name the session to end').max(512, 'This is not a session token'),
});

/**
 * The answer to a password-reset request. It is the same whether or not the e-mail belongs to an account, so
 * the form never reveals who is registered.
 */
export const requestPasswordResetResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
});

/**
 * The answer to a sign-up when new accounts confirm their e-mail address first. It is the same whether the address
 * was free or already had an account (whose owner is told by e-mail instead), so sign-up never reveals who is
 * registered. Without confirmation, sign-up answers the new session instead (`set-auth-token` and the user).
 */
export const signUpConfirmationResponseSchema = z.object({
  status: z.literal(true),
  emailConfirmationRequired: z.literal(true),
  message: z.string(),
});

/** `POST /auth/send-verification-email` body: the address of an account waiting for its confirmation link. */
export const requestEmailConfirmationSchema = z.looseObject({
  email: emailSchema,
});

/** The answer to a request for a new confirmation link: the same whatever the address, like a password-reset request. */
export const requestEmailConfirmationResponseSchema = z.object({ status: z.literal(true), message: z.string() });

import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { emailConfirmationLinkLifetimeSeconds, passwordMaxLength, passwordMinLength, passwordResetLinkLifetimeSeconds } from '@pte/contract';
import { betterAuth, type BetterAuthOptions, type User } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { user as userTable } from '../../db/schema';

import type { Mailer } from '../mail/mailer';
import { commonPasswordError, isCommonPassword } from './common-passwords';
import { emailConfirmationEmail } from './email-confirmation.email';
import { existingAccountEmail, pendingAccountEmail } from './existing-account.email';
import { passwordResetEmail } from './password-reset.email';
import { withSessionTokenDigests } from './session-token-digest';

/** The path under which Better Auth's endpoints are mounted. */
const authBasePath = '/api/auth';

// Argon2id (the library's default algorithm) with OWASP's suggested minimum: 19 MiB, 2 passes, 1 lane.
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, argon2Options);
}

/** Checks a password against an argon2id hash; false (never a throw) for a malformed hash. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await argon2Verify(hash, password);
  } catch {
    return false;
  }
}

/** What Better Auth needs from the app. */
interface AuthOptions {
  db: Db;
  secret: string;
  /** The public address; reset links lead to `${appUrl}/reset-password`. */
  appUrl: string;
  /** Origins always trusted (APP_URL's, TRUSTED_ORIGINS, development servers in development). */
  trustedOrigins: string[];
  mailer: Mailer;
  /**
   * `required`: a new account confirms its e-mail address (by an e-mailed link that also signs it in) before it can
   * sign in, and sign-up answers the same whether or not the address is taken. `off`: sign-up signs in at once.
   */
  emailVerification: 'required' | 'off';
  /** Called after Better Auth deleted a session (sign-out, revocation, password reset or change, expiry). */
  onSessionEnded: (session: { id: string; userId: string }) => Promise<void>;
  /** Called after a learner set a new password with a reset link (their failed sign-ins no longer count). */
  onPasswordReset: (user: { email: string }) => Promise<void>;
  /** Where Better Auth's own messages go (the app's pino logger). */
  logger: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}

/**
 * Builds the password-reset link a learner receives. It goes through the API's check of the token
 * (`GET /api/auth/reset-password/{token}`), which sends the browser on to `${appUrl}/reset-password?token=…` while
 * the link is valid and to `?error=INVALID_TOKEN` once it is used or expired, so a dead link says so at once.
 */
function passwordResetLink(appUrl: string, token: string): string {
  const url = new URL(`${authBasePath}/reset-password/${encodeURIComponent(token)}`, appUrl);
  url.searchParams.set('callbackURL', new URL('/reset-password', appUrl).toString());
  return url.toString();
}

/**
 * Builds the link that confirms a new account's e-mail address: the web app's `/verify-email` page, which sends the
 * token to `GET /api/auth/verify-email` and keeps the session that answer starts.
 */
function emailConfirmationLink(appUrl: string, token: string): string {
  const url = new URL('/verify-email', appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The web app's pages the account notices link to. */
function accountPages(appUrl: string) {
  return { signIn: new URL('/login', appUrl).toString(), forgotPassword: new URL('/forgot-password', appUrl).toString() };
}

/** The endpoints that set a password, and the body field that holds it. */
const newPasswordFields: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Refuses one of the most common passwords wherever a password is set, before anything is stored. */
const refuseCommonPasswords = createAuthMiddleware(async (ctx) => {
  const field = newPasswordFields[ctx.path];
  const body: unknown = ctx.body;
  if (!field || typeof body !== 'object' || body === null) return;
  const password = (body as Record<string, unknown>)[field];
  if (typeof password === 'string' && isCommonPassword(password)) throw new APIError('BAD_REQUEST', { ...commonPasswordError });
});

/**
 * Creates the Better Auth instance: e-mail + password sign-in with argon2id hashes, bearer tokens
 * (`set-auth-token` on sign-in/up, `Authorization: Bearer` afterwards) stored only as digests, password reset by a
 * single-use link that expires after one hour, and (with `emailVerification: 'required'`) e-mail confirmation before
 * the first sign-in; the most common passwords are refused. Rate limiting is done by the HTTP layer in front of it
 * (per IP, and per account for failed sign-ins).
 */
export function createAuth(options: AuthOptions) {
  const verificationRequired = options.emailVerification === 'required';
  const pages = accountPages(options.appUrl);

  /** Mails a confirmation link for `user`'s address. Delivery runs in the background, so timing reveals nothing. */
  const sendConfirmation = ({ user, token }: { user: User; token: string }) => {
    options.mailer.sendInBackground(emailConfirmationEmail({ to: user.email, name: user.name, link: emailConfirmationLink(options.appUrl, token) }));
  };

  /**
   * Someone signed up with the address of an existing account. Sign-up answers as for a new address; the owner is
   * told by e-mail: a notice for a confirmed account, a new confirmation link for one still waiting.
   */
  const tellOwnerOfSignUp = async ({ user }: { user: User }) => {
    if (user.emailVerified) {
      options.mailer.sendInBackground(existingAccountEmail({ to: user.email, name: user.name, pages }));
      return;
    }
    const token = await createEmailVerificationToken(options.secret, user.email, undefined, emailConfirmationLinkLifetimeSeconds, { userId: user.id });
    options.mailer.sendInBackground(pendingAccountEmail({ to: user.email, name: user.name, link: emailConfirmationLink(options.appUrl, token), pages }));
  };

  return betterAuth({
    appName: 'PTE Coach',
    baseURL: options.appUrl,
    basePath: authBasePath,
    secret: options.secret,
    // The configured origins, plus the address the request reached this server at: the handler is given requests
    // whose URL is that address (see `auth.routes.ts`), so the app works at 127.0.0.1, a LAN address or behind a proxy.
    trustedOrigins: (request) => (request ? [...options.trustedOrigins, new URL(request.url).origin] : options.trustedOrigins),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => options.logger[level](args.length > 0 ? { details: args } : {}, `Better Auth: ${message}`),
    },
    onAPIError: {
      // Refusals (wrong password, expired link, bad origin) are answered to the learner, not errors of ours.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) options.logger.info({ code: error.body?.code }, `Better Auth refused: ${error.message}`);
        else options.logger.error({ err: error }, 'Better Auth failed');
      },
    },
    // Session tokens are stored as their digests (see `session-token-digest.ts`).
    database: (betterAuthOptions: BetterAuthOptions) => withSessionTokenDigests(drizzleAdapter(options.db, { provider: 'pg', schema })(betterAuthOptions)),
    // Password-reset tokens too: the verification table keeps the digest of `reset-password:<token>`.
    verification: { storeIdentifier: 'hashed' },
    // Profiles are changed through `PATCH /api/users/me`, which applies the profile's limits; Better Auth's own
    // update endpoint would store any name length and any `image` URL.
    disabledPaths: ['/update-user'],
    databaseHooks: {
      user: {
        // The app shows no profile pictures, so a sign-up cannot store one (nor a `javascript:` URL posing as one).
        create: { before: async (user) => ({ data: { ...user, image: null } }) },
      },
      session: {
        // Every way a session ends goes through here, so every instance's cache forgets exactly that session.
        delete: { after: async (session) => options.onSessionEnded(session) },
      },
    },
    hooks: { before: refuseCommonPasswords },
    rateLimit: { enabled: false },
    // Better Auth skips its origin checks when NODE_ENV is `test`; keep them on so tests see production behaviour.
    advanced: { disableOriginCheck: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      // Without confirmation, sign-up signs in at once; with it, Better Auth signs in only after the link is opened.
      autoSignIn: true,
      requireEmailVerification: verificationRequired,
      ...(verificationRequired ? { onExistingUserSignUp: tellOwnerOfSignUp } : {}),
      resetPasswordTokenExpiresIn: passwordResetLinkLifetimeSeconds,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        // The reset link reached the address, which confirms it (and ends any password set by whoever created the
        // account without owning the address).
        if (!user.emailVerified) await options.db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, user.id));
        await options.onPasswordReset(user);
      },
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        // Delivery runs in the background so the answer takes as long for a registered e-mail as for an
        // unknown one: response timing must not reveal who has an account.
        options.mailer.sendInBackground(passwordResetEmail({ to: user.email, name: user.name, link: passwordResetLink(options.appUrl, token) }));
      },
    },
    ...(verificationRequired
      ? {
          emailVerification: {
            sendOnSignUp: true,
            // Signing in before confirming answers EMAIL_NOT_VERIFIED; the learner asks for a new link if needed.
            sendOnSignIn: false,
            autoSignInAfterVerification: true,
            expiresIn: emailConfirmationLinkLifetimeSeconds,
            sendVerificationEmail: async (data: { user: User; token: string }) => sendConfirmation(data),
          },
        }
      : {}),
    // Only signed tokens (`<token>.<signature>`) are accepted: the bare token, as a database row holds it, is not.
    plugins: [bearer({ requireSignature: true })],
  });
}

/** The configured Better Auth instance. */
export type Auth = ReturnType<typeof createAuth>;

import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Failed sign-ins counted per account, from any address: a guesser spread over many addresses gets `max` tries
 * per window on one account, while a wrong password on one account never stops anyone else on the same network.
 */
export interface AccountSignInLimit {
  /** Milliseconds until the account with this e-mail may be tried again; 0 when it may be tried now. */
  waitFor(email: string): Promise<number>;
  /** Counts a failed sign-in on this e-mail. */
  failed(email: string): Promise<void>;
  /** Clears the count after a successful sign-in or a password reset. */
  cleared(email: string): Promise<void>;
}

/** The table the PostgreSQL store keeps its counts in (made by a migration: `authAccountSignInLimits` in the schema). */
const limitTable = 'auth_account_sign_in_limits';

/** The limiter's key for an e-mail: a hash of the normalised address, so the store holds no e-mail addresses. */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/**
 * Creates the per-account limit: in memory on PGlite (one server), in PostgreSQL when the app runs on it, so every
 * instance counts the same tries.
 */
export function createAccountSignInLimit({
  max,
  timeWindowMs,
  pool,
}: {
  max: number;
  timeWindowMs: number;
  pool: pg.Pool | undefined;
}): AccountSignInLimit {
  const options = { keyPrefix: 'sign-in-failures', points: max, duration: Math.max(1, Math.ceil(timeWindowMs / 1000)) };
  const limiter: RateLimiterAbstract = pool
    ? new RateLimiterPostgres({ ...options, storeClient: pool, storeType: 'pool', tableName: limitTable, tableCreated: true, clearExpiredByTimeout: true })
    : new RateLimiterMemory(options);

  return {
    async waitFor(email) {
      const counted = await limiter.get(accountKey(email));
      return counted && counted.consumedPoints >= max ? Math.max(1, counted.msBeforeNext) : 0;
    },
    async failed(email) {
      await limiter.penalty(accountKey(email), 1);
    },
    async cleared(email) {
      await limiter.delete(accountKey(email));
    },
  };
}

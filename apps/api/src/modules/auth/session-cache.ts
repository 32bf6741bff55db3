import { LRUCache } from 'lru-cache';
import { sessionTokenDigest } from './session-token-digest';

/** The signed-in learner a request acts for. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

/** A verified session as the cache keeps it. */
interface RememberedSession {
  user: AuthUser;
  sessionId: string;
}

/**
 * Verified sessions remembered in memory, by the digest of their bearer token (the process's memory holds no
 * token), so a request does not cost a database round trip.
 * A session can be forgotten on its own (sign-out, revocation) or with every other session of its learner
 * (password reset, account deletion) without touching anyone else's.
 */
export interface SessionCache {
  /** The learner of a remembered, still valid token; undefined when it must be checked against the database. */
  get(token: string): AuthUser | undefined;
  /** Remembers a verified token for at most `ttlMs`. */
  remember(token: string, session: RememberedSession, ttlMs: number): void;
  /** Forgets the token of one session. */
  forgetSession(sessionId: string): void;
  /** Forgets every session of one learner. */
  forgetUser(userId: string): void;
  /** Forgets everything (when invalidations from other instances may have been missed). */
  clear(): void;
}

/** A cache that remembers nothing, for `CACHE_TTL_SECONDS=0`. */
const noCache: SessionCache = {
  get: () => undefined,
  remember: () => {},
  forgetSession: () => {},
  forgetUser: () => {},
  clear: () => {},
};

/** Creates the session cache: an LRU of at most `max` tokens, each kept at most `ttlMs` (0 = remember nothing). */
export function createSessionCache({ ttlMs, max = 50_000 }: { ttlMs: number; max?: number }): SessionCache {
  if (ttlMs <= 0) return noCache;
  // Keys are digests of bearer tokens, never the tokens themselves.
  const keyBySession = new Map<string, string>();
  // Sessions ended within the last `ttlMs`: a check that started before the session ended must not remember it.
  const ended = new LRUCache<string, true>({ max, ttl: ttlMs });
  const sessionsByUser = new Map<string, Set<string>>();
  const entries = new LRUCache<string, RememberedSession>({
    max,
    ttl: ttlMs,
    // Keeps the two indexes in step with the cache, whatever removes an entry (expiry, eviction, forgetting).
    dispose: (session, key) => {
      if (keyBySession.get(session.sessionId) === key) keyBySession.delete(session.sessionId);
      const ofUser = sessionsByUser.get(session.user.id);
      ofUser?.delete(session.sessionId);
      if (ofUser?.size === 0) sessionsByUser.delete(session.user.id);
    },
  });

  function forgetSession(sessionId: string): void {
    ended.set(sessionId, true);
    const key = keyBySession.get(sessionId);
    if (key !== undefined) entries.delete(key);
  }

  return {
    get: (token) => entries.get(sessionTokenDigest(token))?.user,
    remember(token, session, ttl) {
      if (ended.has(session.sessionId)) return;
      const key = sessionTokenDigest(token);
      entries.set(key, session, { ttl: Math.min(ttl, ttlMs) });
      keyBySession.set(session.sessionId, key);
      const ofUser = sessionsByUser.get(session.user.id) ?? new Set<string>();
      ofUser.add(session.sessionId);
      sessionsByUser.set(session.user.id, ofUser);
    },
    forgetSession,
    forgetUser(userId) {
      for (const sessionId of [...(sessionsByUser.get(userId) ?? [])]) forgetSession(sessionId);
    },
    clear: () => entries.clear(),
  };
}

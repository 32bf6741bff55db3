import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth';

/**
 * Session tokens are kept in the `session` table only as their SHA-256 digest (64 hex characters), so a copy of the
 * database (a backup, a dump, a read-only leak) holds no token that signs anyone in.
 *
 * Plain SHA-256, without a secret: a session token is 32 random characters (about 190 bits), so there is nothing to
 * guess from its digest, and a digest SQL can compute lets a migration convert the tokens already stored. A key
 * would add nothing here: on a self-hosted install it would sit in the same data folder as the database.
 */
export function sessionTokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `value` has the form of a stored digest (a raw session token is 32 letters and digits, never this). */
export function isSessionTokenDigest(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

const sessionModel = 'session';
const tokenField = 'token';

/** Set while server code that found sessions by their stored digest acts on them (see {@link withStoredSessionDigests}). */
const storedDigestScope = new AsyncLocalStorage<true>();

/**
 * Runs `work` with stored digests accepted where Better Auth expects a session token, so server code can end sessions
 * it found among a learner's own (whose raw tokens the server never keeps), e.g. `internalAdapter.deleteSession(digest)`.
 * Everywhere else a digest presented as a token is hashed again like any token, so it never matches: a digest copied
 * from the table signs nobody in and ends nothing.
 */
export function withStoredSessionDigests<T>(work: () => Promise<T>): Promise<T> {
  return storedDigestScope.run(true, work);
}

/**
 * How the `where` of one call is rewritten: every token it names is replaced by its digest, and `restore` maps each
 * digest back to the token it came from, so rows found by token are answered with the token the caller knows.
 */
interface DigestedWhere {
  where: Where[];
  restore: Map<string, string>;
}

/**
 * Replaces the session tokens a `where` names by their digests. A stored digest is taken as it is only inside
 * {@link withStoredSessionDigests}.
 */
function digestWhere(where: Where[] | undefined): DigestedWhere {
  const acceptDigests = storedDigestScope.getStore() === true;
  const restore = new Map<string, string>();
  const digest = (value: unknown): string => {
    if (typeof value !== 'string') throw new Error('A session token must be a string');
    if (acceptDigests && isSessionTokenDigest(value)) return value;
    const hashed = sessionTokenDigest(value);
    restore.set(hashed, value);
    return hashed;
  };
  const rewritten = (where ?? []).map((clause): Where => {
    if (clause.field !== tokenField) return clause;
    const operator = clause.operator ?? 'eq';
    if ((operator === 'eq' || operator === 'ne') && typeof clause.value === 'string') return { ...clause, value: digest(clause.value) };
    if ((operator === 'in' || operator === 'not_in') && Array.isArray(clause.value)) return { ...clause, value: clause.value.map(digest) };
    throw new Error(`Session tokens are stored as digests: they can be compared for equality only, not with "${operator}"`);
  });
  return { where: rewritten, restore };
}

/** Hashes the `token` of data about to be written to a session row (created or updated). */
function digestTokenField<T extends Record<string, unknown>>(data: T): T {
  const token = data[tokenField];
  return typeof token === 'string' ? { ...data, [tokenField]: sessionTokenDigest(token) } : data;
}

/** A session row with its token put back as the caller knows it, when the caller named that token. */
function restoreToken<T>(row: T, restore: Map<string, string>): T {
  if (!row || typeof row !== 'object') return row;
  const stored = (row as Record<string, unknown>)[tokenField];
  const token = typeof stored === 'string' ? restore.get(stored) : undefined;
  return token === undefined ? row : { ...row, [tokenField]: token };
}

/** A database adapter inside a transaction (without `transaction`) or outside one (with it). */
type Adapter = DBTransactionAdapter & Partial<Pick<DBAdapter, 'transaction'>>;

/** {@link withSessionTokenDigests} for an adapter in or out of a transaction. */
function wrapAdapter<A extends Adapter>(adapter: A): A {
  const isSession = (model: string) => model === sessionModel;
  const result: Adapter = {
    ...adapter,
    async create(data) {
      if (!isSession(data.model)) return adapter.create(data);
      const token = (data.data as Record<string, unknown>)[tokenField];
      const created = await adapter.create({ ...data, data: digestTokenField(data.data as Record<string, unknown>) as typeof data.data });
      return typeof token === 'string' ? restoreToken(created, new Map([[sessionTokenDigest(token), token]])) : created;
    },
    async findOne(data) {
      if (!isSession(data.model)) return adapter.findOne(data);
      const { where, restore } = digestWhere(data.where);
      return restoreToken(await adapter.findOne({ ...data, where }), restore);
    },
    async findMany(data) {
      if (!isSession(data.model)) return adapter.findMany(data);
      const { where, restore } = digestWhere(data.where);
      const rows = await adapter.findMany({ ...data, where });
      return rows.map((row) => restoreToken(row, restore));
    },
    count(data) {
      if (!isSession(data.model)) return adapter.count(data);
      return adapter.count({ ...data, where: digestWhere(data.where).where });
    },
    async update(data) {
      if (!isSession(data.model)) return adapter.update(data);
      const { where, restore } = digestWhere(data.where);
      return restoreToken(await adapter.update({ ...data, where, update: digestTokenField(data.update) }), restore);
    },
    updateMany(data) {
      if (!isSession(data.model)) return adapter.updateMany(data);
      return adapter.updateMany({ ...data, where: digestWhere(data.where).where, update: digestTokenField(data.update) });
    },
    delete(data) {
      if (!isSession(data.model)) return adapter.delete(data);
      return adapter.delete({ ...data, where: digestWhere(data.where).where });
    },
    deleteMany(data) {
      if (!isSession(data.model)) return adapter.deleteMany(data);
      return adapter.deleteMany({ ...data, where: digestWhere(data.where).where });
    },
    async consumeOne(data) {
      if (!isSession(data.model)) return adapter.consumeOne(data);
      const { where, restore } = digestWhere(data.where);
      return restoreToken(await adapter.consumeOne({ ...data, where }), restore);
    },
    async incrementOne(data) {
      if (!isSession(data.model)) return adapter.incrementOne(data);
      const { where, restore } = digestWhere(data.where);
      const set = data.set ? digestTokenField(data.set) : undefined;
      return restoreToken(await adapter.incrementOne({ ...data, where, ...(set ? { set } : {}) }), restore);
    },
  };
  const { transaction } = adapter;
  // The work a transaction runs gets the same wrapping, whether the adapter gives it a transaction-bound adapter or itself.
  if (transaction) result.transaction = (run) => transaction((transactionAdapter) => run(wrapAdapter(transactionAdapter)));
  return result as A;
}

/**
 * Wraps Better Auth's database adapter so that session tokens are stored as their digest
 * ({@link sessionTokenDigest}) while Better Auth keeps working with the raw tokens: a created session is answered
 * with its raw token (which goes into the signed cookie and `set-auth-token`), lookups hash the token they are given,
 * and a row found by its token comes back with that token. Rows found otherwise (a learner's list of sessions) carry
 * the stored digest, which names that session only inside {@link withStoredSessionDigests}. Other tables pass through
 * untouched.
 */
export function withSessionTokenDigests(adapter: DBAdapter): DBAdapter {
  return wrapAdapter(adapter);
}

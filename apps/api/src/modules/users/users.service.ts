import { LRUCache } from 'lru-cache';
import type { Profile, UpdateProfileRequest } from '@pte/contract';
import { accents } from '@pte/contract';
import { notFound } from '../../platform/http-error';
import type { AuthUser } from '../auth/auth.guard';
import { earliestToday, refusePastExamDate } from './exam-date-rule';
import type { ProfileRecord, UsersRepository } from './users.repository';

function isAccent(value: string): value is Profile['accent'] {
  return (accents as readonly string[]).includes(value);
}

/** Maps a stored profile to the API's `Profile`. */
function toProfile(record: ProfileRecord): Profile {
  return {
    id: record.userId,
    email: record.email,
    displayName: record.displayName,
    targetScore: record.targetScore,
    examDate: record.examDate,
    accent: isAccent(record.accent) ? record.accent : 'any',
    emailReminders: record.preferences.emailReminders !== false,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * The learner's own profile: read (created on first access) and update. Profiles are remembered for
 * `cacheTtlMs` because every page load asks for one; an update through this service replaces the copy at once.
 */
export function createUsersService(repository: UsersRepository, { cacheTtlMs }: { cacheTtlMs: number }) {
  const cache = cacheTtlMs > 0 ? new LRUCache<string, Profile>({ max: 50_000, ttl: cacheTtlMs }) : undefined;

  async function getOrCreateProfile(learner: AuthUser): Promise<Profile> {
    const remembered = cache?.get(learner.id);
    if (remembered) return remembered;
    const existing = await repository.findProfile(learner.id);
    if (existing) {
      const profile = toProfile(existing);
      cache?.set(learner.id, profile);
      return profile;
    }
    await repository.createProfileIfMissing(learner.id, learner.name.trim() || learner.email);
    const created = await repository.findProfile(learner.id);
    // The user row can vanish between the two reads only if the account was deleted meanwhile.
    if (!created) throw notFound('Your account no longer exists.');
    return toProfile(created);
  }

  return {
    /** The learner's profile; created with their sign-up name on first access. */
    getOrCreateProfile,

    /** Applies the given changes to the learner's own profile and returns it; an exam date in the past is refused. */
    async updateProfile(learner: AuthUser, changes: UpdateProfileRequest): Promise<Profile> {
      if (changes.examDate) refusePastExamDate(changes.examDate, earliestToday(new Date()));
      await getOrCreateProfile(learner);
      if (Object.keys(changes).length > 0) {
        cache?.delete(learner.id);
        await repository.updateProfile(learner.id, changes);
      }
      return getOrCreateProfile(learner);
    },
  };
}

/** The users service. */
export type UsersService = ReturnType<typeof createUsersService>;

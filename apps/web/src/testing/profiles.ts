import type { Profile } from '@pte/contract';
import { testUser } from './fake-auth-gateway';

/** A profile for `testUser`, with any field overridden. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: testUser.id,
    email: testUser.email,
    displayName: testUser.name,
    targetScore: 65,
    examDate: '2027-03-14',
    accent: 'uk',
    emailReminders: true,
    createdAt: '2027-01-01T09:00:00.000Z',
    updatedAt: '2027-01-01T09:00:00.000Z',
    ...overrides,
  };
}

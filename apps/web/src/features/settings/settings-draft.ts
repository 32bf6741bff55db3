import { readStoredJson, removeStoredValue, writeStoredJson } from '@/lib/browser-storage';
import type { SettingsFormValues } from './settings-form-schema';

/** localStorage key of a learner's unsaved settings. */
export function settingsDraftKey(userId: string): string {
  return `pte-coach.settings-draft.${userId}`;
}

/** The learner's unsaved settings from an earlier visit, if any. */
export function loadSettingsDraft(userId: string): SettingsFormValues | null {
  const stored = readStoredJson(settingsDraftKey(userId));
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const fields = ['displayName', 'examDate', 'targetScore', 'accent', 'emailReminders'] as const;
  if (!fields.every((field) => typeof record[field] === 'string')) return null;
  return {
    displayName: record.displayName as string,
    examDate: record.examDate as string,
    targetScore: record.targetScore as string,
    accent: record.accent as string,
    emailReminders: record.emailReminders as string,
  };
}

/** Keeps the form's current values so nothing typed is lost on reload. */
export function saveSettingsDraft(userId: string, values: SettingsFormValues): void {
  writeStoredJson(settingsDraftKey(userId), values);
}

/** Forgets the unsaved settings (after saving or discarding). */
export function clearSettingsDraft(userId: string): void {
  removeStoredValue(settingsDraftKey(userId));
}

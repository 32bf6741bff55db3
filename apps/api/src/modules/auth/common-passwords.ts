import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of public breach lists, as zxcvbn-ts ships them (`@zxcvbn-ts/language-common`),
 * lower-cased. Built on first use, so servers that never create a password pay nothing.
 */
let commonPasswords: Set<string> | undefined;

/** Whether a password is one of the most common ones, in any letter case (`Password`, `PASSWORD1`…). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** The code and message of a refused common password. */
export const commonPasswordError = {
  code: 'PASSWORD_TOO_COMMON',
  message: 'This password is one of the most common ones, so it would be guessed quickly. Choose a less common one, for example a few unrelated words.',
} as const;

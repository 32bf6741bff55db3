import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds the most common passwords in any letter case', () => {
    for (const password of ['password', 'Password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou1']) expect(isCommonPassword(password)).toBe(true);
  });

  it('accepts passwords that are not on the list', () => {
    for (const password of ['correct-horse-battery', 'a-brand-new-password', 'Tuesday lentils 47']) expect(isCommonPassword(password)).toBe(false);
  });
});

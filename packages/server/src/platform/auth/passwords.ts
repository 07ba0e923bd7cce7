import { readFileSync } from 'node:fs';
import { PASSWORD_MAX, PASSWORD_MIN } from '@beacon/contracts/constants';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../http/app-error';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let commonPasswords: ReadonlySet<string> | undefined;

const loadCommonPasswords = (): ReadonlySet<string> => {
  if (!commonPasswords) {
    // Beside this module in the source tree and beside main.js in the bundle (copied by build.mjs).
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    commonPasswords = new Set(text.split('\n').filter((line) => line && !line.startsWith('#')));
  }
  return commonPasswords;
};

/** Rejects a password that is too short, too long or among the common ones (no composition rules). */
export const assertAcceptablePassword = (password: string, field = 'password'): void => {
  if (password.length < PASSWORD_MIN)
    throw AppError.badRequest(`${field}: must be at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) throw AppError.badRequest(`${field}: must be at most ${PASSWORD_MAX} characters`);
  if (loadCommonPasswords().has(password.toLowerCase())) {
    throw AppError.badRequest(`${field}: is too common; choose a less guessable password`);
  }
};

/** argon2id hash of a password. */
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** Whether the password matches the hash (false for a malformed hash). */
export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

import { PASSWORD_MAX, PASSWORD_MIN } from '@beacon/contracts/constants';
import { refusal } from '@beacon/contracts/reasons';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../http/app-error';
import { limitConcurrency } from './concurrency';
import { passwordWeakness } from './password-strength';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// argon2 is deliberately slow: a flood of sign-ins must queue here, not starve every other request of CPU.
const hashing = limitConcurrency({ running: 2, queued: 64 });

/**
 * Refuses a password outside the length limits, blank, one repeated character, the product's name with
 * digits, or easy to guess by a strength estimate (zxcvbn), with a message saying why.
 */
export const assertAcceptablePassword = async (
  password: string,
  field = 'password',
  personal: readonly string[] = [],
): Promise<void> => {
  if (password.length < PASSWORD_MIN)
    throw AppError.badRequest(`${field}: must be at least ${PASSWORD_MIN} characters`).with(
      refusal(field, 'tooShort', { min: PASSWORD_MIN }),
    );
  if (password.length > PASSWORD_MAX)
    throw AppError.badRequest(`${field}: must be at most ${PASSWORD_MAX} characters`).with(
      refusal(field, 'tooLong', { max: PASSWORD_MAX }),
    );
  const weakness = await passwordWeakness(password, personal);
  if (weakness)
    throw AppError.badRequest(`${field}: ${weakness.message}`).with({ path: field, reason: weakness.reason });
};

/** argon2id hash of a password. */
export const hashPassword = (password: string): Promise<string> => hashing(() => hash(password, ARGON2_OPTIONS));

/** Whether the password matches the hash (false for a malformed hash). */
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  hashing(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });

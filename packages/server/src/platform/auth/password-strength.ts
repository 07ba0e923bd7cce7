import type { ReasonKey } from '@beacon/contracts/reasons';
import type { ZxcvbnResult } from '@zxcvbn-ts/core';

/** Lowest zxcvbn score a password needs: 3 = "safely unguessable" (under 10^10 guesses is refused). */
const MIN_SCORE = 3;
const PRODUCT_NAME = 'beacon';

type Estimate = (password: string, userInputs: string[]) => ZxcvbnResult;
let estimator: Promise<Estimate> | undefined;

// The dictionaries are large: load them on the first password check, not at start-up.
const loadEstimator = async (): Promise<Estimate> => {
  const [{ zxcvbn, zxcvbnOptions }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  zxcvbnOptions.setOptions({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return (password, userInputs) => zxcvbn(password, userInputs);
};

/** Why a password is too weak: in English (zxcvbn's own words for a guessable one) and as a reason key. */
export type PasswordWeakness = { message: string; reason: ReasonKey };

/** Why a password is too weak, or null when it is acceptable; `personal` are the account's own words. */
export const passwordWeakness = async (
  password: string,
  personal: readonly string[],
): Promise<PasswordWeakness | null> => {
  if (password.trim() === '') return { message: 'must not be blank', reason: 'notBlank' };
  if (new Set(password).size === 1)
    return { message: 'must not be one character repeated', reason: 'passwordRepeated' };
  if (new RegExp(`^[^a-z]*${PRODUCT_NAME}[^a-z]*$`, 'i').test(password)) {
    return { message: "must not be the product's name with digits or symbols", reason: 'passwordProductName' };
  }
  estimator ??= loadEstimator();
  const result = (await estimator)(password, [PRODUCT_NAME, ...personal.filter(Boolean)]);
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ?? result.feedback.suggestions[0] ?? 'it is easy to guess';
  return {
    message: `is too easy to guess: ${why.replace(/\.$/, '').toLowerCase()}; use a longer or less predictable one`,
    reason: 'passwordGuessable',
  };
};

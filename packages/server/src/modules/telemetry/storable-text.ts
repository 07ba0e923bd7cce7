/** Deepest nesting looked into (a report's params are far shallower; deeper ones are refused as unstorable). */
const MAX_DEPTH = 64;

// A NUL (PostgreSQL cannot store it in text) or a UTF-16 surrogate without its pair (not Unicode text at all).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const UNSTORABLE_ONE = new RegExp(UNSTORABLE.source);

/** Why a text cannot be stored as is (a NUL or a lone surrogate), or null. */
export const textProblem = (text: string): string | null => {
  const found = UNSTORABLE_ONE.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? 'holds a NUL character' : 'holds a lone UTF-16 surrogate';
};

/** The text with every NUL and lone surrogate replaced by U+FFFD: what a log may always store. */
export const storableText = (text: string): string => text.replace(UNSTORABLE, '\uFFFD');

/**
 * Why a reported value cannot be stored or read back as sent: a string, or an object key, at any depth that
 * holds a NUL or a lone surrogate (named `name[1].key: …`, made storable), or nesting deeper than 64; else null.
 */
export const valueProblem = (value: unknown, at: string, depth = 0): string | null => {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? `${storableText(at)}: ${problem}` : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return `${storableText(at)}: nested deeper than ${MAX_DEPTH} levels`;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = valueProblem(item, `${at}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = textProblem(key);
    if (problem) return `${storableText(`${at}.${key}`)}: name ${problem}`;
    const found = valueProblem(item, `${at}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
};

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The payload as text, or null when it is not valid UTF-8. */
export const decodeUtf8 = (payload: Uint8Array): string | null => {
  try {
    return fatalUtf8.decode(payload);
  } catch {
    return null;
  }
};

/** Where a JSON text first breaks: its line and column (1-based) and what was found there. */
export type JsonBreak = { line: number; column: number; found: string };

/** Thrown inside the scanner at the first offending character. */
class Broken {
  constructor(readonly offset: number) {}
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9A-Fa-f]{4}$/;
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

/** A scanner of RFC 8259 JSON that stops at the first character JSON.parse would refuse. */
const scan = (text: string): void => {
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && WHITESPACE.has(text.charAt(at))) at += 1;
  };
  const expect = (char: string) => {
    if (text.charAt(at) !== char) throw new Broken(at);
    at += 1;
  };
  const literal = (word: string) => {
    for (const char of word) expect(char);
  };
  const string = () => {
    expect('"');
    for (;;) {
      if (at >= text.length) throw new Broken(at);
      const char = text.charAt(at);
      if (char === '"') break;
      if (char < ' ') throw new Broken(at);
      if (char === '\\') {
        const escaped = text.charAt(at + 1);
        if (escaped === 'u' ? !HEX.test(text.slice(at + 2, at + 6)) : !ESCAPES.has(escaped)) throw new Broken(at + 1);
        at += escaped === 'u' ? 6 : 2;
      } else at += 1;
    }
    at += 1;
  };
  const number = () => {
    NUMBER.lastIndex = at;
    const match = NUMBER.exec(text);
    if (!match) throw new Broken(text.charAt(at) === '-' ? at + 1 : at);
    at += match[0].length;
  };
  const list = (close: string, item: () => void) => {
    at += 1;
    skipSpace();
    if (text.charAt(at) === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      skipSpace();
      if (text.charAt(at) === close) break;
      expect(',');
    }
    at += 1;
  };
  const member = () => {
    skipSpace();
    string();
    skipSpace();
    expect(':');
    value();
  };
  const value = (): void => {
    skipSpace();
    const char = text.charAt(at);
    if (char === '{') list('}', member);
    else if (char === '[') list(']', value);
    else if (char === '"') string();
    else if (char === 't') literal('true');
    else if (char === 'f') literal('false');
    else if (char === 'n') literal('null');
    else number();
  };
  value();
  skipSpace();
  if (at < text.length) throw new Broken(at);
};

/** Finds where a JSON text breaks, or null when it is valid JSON. */
export const locateJsonBreak = (text: string): JsonBreak | null => {
  try {
    scan(text);
    return null;
  } catch (error) {
    if (!(error instanceof Broken)) throw error;
    const before = text.slice(0, error.offset);
    const lineStart = before.lastIndexOf('\n') + 1;
    const char = text.charAt(error.offset);
    return {
      line: before.split('\n').length,
      column: error.offset - lineStart + 1,
      found: char === '' ? 'end of input' : char < ' ' || char === "'" ? JSON.stringify(char) : `'${char}'`,
    };
  }
};

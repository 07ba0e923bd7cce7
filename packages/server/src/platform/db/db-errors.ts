/** The column a unique-constraint violation names, or null when the error is not one (SQLite and PostgreSQL). */
export const uniqueViolationColumn = (error: unknown): string | null => {
  if (typeof error !== 'object' || error === null) return null;
  const code: unknown = Reflect.get(error, 'code');
  const message: unknown = Reflect.get(error, 'message');
  const detail: unknown = Reflect.get(error, 'detail');
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    // "UNIQUE constraint failed: role.code" (several columns: "t.a, t.b"; the last names the field)
    const match = /failed: (?:.*[ ,])?\w+\.(\w+)$/.exec(String(message));
    return match?.[1] ?? 'id';
  }
  if (code === '23505') {
    // "Key (code)=(ops) already exists." (several columns: "(a, b)"; the last names the field)
    const match = /^Key \((?:.*, )?"?(\w+)"?\)=/.exec(String(detail));
    return match?.[1] ?? 'id';
  }
  return null;
};

/** Whether an error is PostgreSQL refusing a string it cannot store (such as one holding NUL). */
export const isInvalidTextError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'code') === '22021';

/** Whether an error is a foreign-key violation (a row still referenced, or referencing one that went away). */
export const isForeignKeyViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const code: unknown = Reflect.get(error, 'code');
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
};

/** Whether an error is PostgreSQL refusing a number its column cannot hold (e.g. an id past 32 bits). */
export const isOutOfRangeError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'code') === '22003';

// Connection-level failures: the database (or the way to it) is down, not the statement wrong.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, connection exceptions, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  // SQLite: the file is locked past the busy timeout, or the disk failed.
  'SQLITE_BUSY',
  'SQLITE_IOERR',
  'SQLITE_FULL',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Connection ended|connect ECONNREFUSED/i;

/** Whether an error says the database cannot be reached now (so a retry later may succeed), not that a statement is wrong. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const code: unknown = Reflect.get(error, 'code');
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return UNAVAILABLE_MESSAGE.test(String(Reflect.get(error, 'message')));
};

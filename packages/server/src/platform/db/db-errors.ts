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

import type { TicketCenterDb } from './tables';

const two = (n: number) => String(n).padStart(2, '0');

/** The day of a time in the server's time zone, as `YYYYMMDD`. */
export const dayKey = (time: number): string => {
  const date = new Date(time);
  return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}`;
};

/** A work order number: `WO-YYYYMMDD-NNNN`. */
export const workOrderNumber = (day: string, sequence: number): string =>
  `WO-${day}-${String(sequence).padStart(4, '0')}`;

/**
 * The next number of the day of `time`: one upsert on the day's counter row, inside the caller's transaction, so
 * concurrent openings (and instances) queue on the row and a rolled-back opening gives its number back.
 */
export const nextWorkOrderNumber = async (trx: TicketCenterDb, time: number): Promise<string> => {
  const day = dayKey(time);
  const row = await trx
    .insertInto('work_order_number')
    .values({ day, last: 1 })
    .onConflict((conflict) =>
      conflict.column('day').doUpdateSet((eb) => ({ last: eb('work_order_number.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return workOrderNumber(day, Number(row.last));
};

import type { z } from 'zod';
import { reasonParams } from './issue-refusals';

/** A filter's time range given both ends must not run backwards: 400 names `from` with reason `fromAfterTo`. */
export const fromNotAfterTo = <S extends z.ZodType<{ from?: number; to?: number }>>(schema: S): S =>
  schema.refine((range) => range.from === undefined || range.to === undefined || range.from <= range.to, {
    message: 'must not be after to',
    path: ['from'],
    params: reasonParams('fromAfterTo'),
  });

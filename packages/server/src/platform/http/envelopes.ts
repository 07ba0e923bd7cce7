import {
  type ErrorBody,
  FORM_B_SUCCESS_CODE,
  type FormBErrorBody,
  type FormBReply,
  type ListAReply,
  type StandardReply,
  SUCCESS_CODE,
} from '@beacon/contracts/protocol';

/** Standard reply `{code:'000000', msg:'success', data}`. */
export const ok = <T>(data: T): StandardReply<T> => ({ code: SUCCESS_CODE, msg: 'success', data });

/** List A reply. */
export const listA = <T>(items: T[], total: number): ListAReply<T> => ({
  code: SUCCESS_CODE,
  is_success: true,
  result: { items, total_count: total },
  error_info: null,
});

/** Form B reply. */
export const formB = <T>(object: T): FormBReply<T> => ({ code: FORM_B_SUCCESS_CODE, msg: 'success', object });

/** A form B refusal: the standard error body with `object: null` (its HTTP status unchanged). */
export const formBRefusal = (body: ErrorBody): FormBErrorBody => {
  const { refusals, ...rest } = body;
  return refusals ? { ...rest, object: null, refusals } : { ...rest, object: null };
};

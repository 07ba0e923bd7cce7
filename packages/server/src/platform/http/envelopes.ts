import {
  FORM_B_SUCCESS_CODE,
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

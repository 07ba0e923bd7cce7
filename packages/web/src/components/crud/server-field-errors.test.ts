import { describe, expect, it } from 'vitest';
import '../../i18n';
import { ApiError } from '../../lib/api-client/request';
import { parseFieldMessage, serverFieldErrors } from './server-field-errors';

describe('server field errors', () => {
  it('reads the field a server message names', () => {
    expect(parseFieldMessage('body.mobile: must be a valid mobile number')).toEqual({
      field: 'mobile',
      text: 'must be a valid mobile number',
    });
    expect(parseFieldMessage('account: already exists')).toEqual({ field: 'account', text: 'already exists' });
    expect(parseFieldMessage('body.roleIds.0: too small')).toEqual({ field: 'roleIds', text: 'too small' });
    expect(parseFieldMessage('role is assigned to 1 account(s)')).toBeNull();
  });

  it("maps a failed call onto the form's field: the catalogue text when the code has one, else the rule", () => {
    const duplicate = new ApiError('名称已存在', { code: 4001001, status: 409, detail: 'account: already exists' });
    expect(serverFieldErrors(duplicate, ['account', 'mobile'])).toEqual([{ name: 'account', errors: ['名称已存在'] }]);
    const weak = new ApiError('newPassword: is too common', {
      code: 400,
      status: 400,
      detail: 'newPassword: is too common',
    });
    expect(serverFieldErrors(weak, ['oldPassword', 'newPassword'])).toEqual([
      { name: 'newPassword', errors: ['is too common'] },
    ]);
    expect(serverFieldErrors(weak, ['account'])).toEqual([]);
    expect(serverFieldErrors(new Error('newPassword: x'), ['newPassword'])).toEqual([]);
  });
});

import { WORK_ORDER_PAGE } from '@beacon/contracts/work-order.endpoints';
import { RULE_PAGE } from '@beacon/contracts/work-order-rule.endpoints';
import { expect, it } from 'vitest';
import { createAccountWith, signInWith, TEST_ACCOUNT_PASSWORD } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';

const URL = '/api/v1/work-order/assignees';
const MINE = ['amber', 'mabel', 'zelda'];

describeEachDatabase('work order assignees', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  it('lists enabled accounts and roles by name, only ids and names, to a holder of the work order page alone', async () => {
    const ids: Record<string, number> = {};
    for (const name of ['zelda', 'amber', 'bruno', 'mabel'])
      ids[name] = (await createAccountWith(t, token, ['ticket-center', WORK_ORDER_PAGE], name)).accountId;
    const disabled = await t.call('POST', `/api/v1/system/account/${ids.bruno}/disable`, { token });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const holder = await t.login('amber', TEST_ACCOUNT_PASSWORD);

    const reply = await t.call('GET', URL, { token: holder });
    expect(reply.statusCode, reply.body).toBe(200);
    const { accounts, roles } = reply.json().data as {
      accounts: { id: number; account: string; userName: string }[];
      roles: { id: number; name: string }[];
    };
    for (const account of accounts) expect(Object.keys(account).sort()).toEqual(['account', 'id', 'userName']);
    for (const role of roles) expect(Object.keys(role).sort()).toEqual(['id', 'name']);
    expect(reply.body).not.toContain('13800138000');
    expect(accounts.find((account) => account.id === ids.zelda)).toEqual({
      id: ids.zelda,
      account: 'zelda',
      userName: 'zelda',
    });
    expect(accounts.some((account) => account.account === 'admin')).toBe(true);
    expect(
      accounts.some((account) => account.id === ids.bruno),
      'a disabled account is no choice',
    ).toBe(false);
    expect(accounts.map((account) => account.account).filter((name) => MINE.includes(name))).toEqual(MINE);
    expect(roles.map((role) => role.name).filter((name) => MINE.some((n) => name === `Role ${n}`))).toEqual(
      MINE.map((name) => `Role ${name}`),
    );
    expect(roles.some((role) => role.name === 'Role bruno')).toBe(true);
  });

  it('answers a holder of the rule page alone (its form picks assignees); refuses one outside the ticket center', async () => {
    const ruleOnly = await signInWith(t, token, ['ticket-center', RULE_PAGE]);
    const answered = await t.call('GET', URL, { token: ruleOnly });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.body).toContain('"account":"admin"');
    const outsider = await signInWith(t, token, ['log-manage', 'LogManage.apiCallLog']);
    const refused = await t.call('GET', URL, { token: outsider });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('"account":"admin"');
    expect((await t.call('GET', URL)).statusCode).toBe(401);
  });
});

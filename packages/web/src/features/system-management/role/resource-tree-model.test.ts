import { ALL_RESOURCES, BUTTONS, MODULES } from '@beacon/contracts/registry';
import { describe, expect, it } from 'vitest';
import {
  buildResourceTree,
  checkState,
  foreignResources,
  grantableKeys,
  indexTree,
  keysFromResources,
  resourcesFromKeys,
  toggleKey,
} from './resource-tree-model';

const tree = buildResourceTree('full');
const none = new Set<string>();

describe('buildResourceTree', () => {
  it('has every module of the full variant, its menu pages and the buttons under their pages', () => {
    expect(tree.map((node) => node.key)).toEqual(MODULES.map((module) => module.code));
    const system = tree.find((node) => node.key === 'system-management');
    expect(system?.resources).toEqual(['system-management', 'PlatformManage']);
    expect(system?.children.map((page) => page.key)).toEqual(['PlatformManage.account', 'PlatformManage.role']);
    expect(system?.children[0]?.children.map((button) => button.key)).toEqual(
      BUTTONS.filter((button) => button.parent === 'PlatformManage.account').map((button) => button.pageId),
    );
    const logs = tree.find((node) => node.key === 'log-manage');
    expect(logs?.children.map((page) => page.title.zh)).toEqual([
      '设备日志',
      '场景日志',
      'API调用日志',
      '系统操作日志',
    ]);
  });

  it('lists each page once (hidden detail routes share the page id) and only known resources', () => {
    const keys = [...indexTree(tree).keys()];
    expect(new Set(keys).size).toBe(keys.length);
    const all = new Set(ALL_RESOURCES);
    expect([...indexTree(tree).values()].flatMap((node) => node.resources).every((r) => all.has(r))).toBe(true);
  });

  it('leaves out the modules a variant switches off', () => {
    expect(buildResourceTree('huawei').map((node) => node.key)).toEqual(['iot-device']);
    expect(buildResourceTree('argrace').some((node) => node.key === 'log-manage')).toBe(false);
  });
});

describe('selection', () => {
  it('checking a page grants the page, its buttons, its module code and module page id', () => {
    const keys = toggleKey(tree, none, 'PlatformManage.role', true);
    expect(resourcesFromKeys(tree, keys)).toEqual([
      'system-management',
      'PlatformManage',
      'PlatformManage.role',
      'PlatformManage.role:create',
      'PlatformManage.role:edit',
      'PlatformManage.role:delete',
    ]);
  });

  it('checking a module grants all its pages; a single button brings its page and module', () => {
    const logs = resourcesFromKeys(tree, toggleKey(tree, none, 'log-manage', true));
    expect(logs).toEqual([
      'log-manage',
      'LogManage',
      'LogManage.deviceLog',
      'LogManage.sceneLog',
      'LogManage.apiCallLog',
      'LogManage.operaLog',
    ]);
    const button = resourcesFromKeys(tree, toggleKey(tree, none, 'PlatformManage.account:resetPassword', true));
    expect(button).toEqual([
      'system-management',
      'PlatformManage',
      'PlatformManage.account',
      'PlatformManage.account:resetPassword',
    ]);
  });

  it('a page without its buttons stays granted; its module clears with its last page', () => {
    let keys = toggleKey(tree, none, 'PlatformManage.account', true);
    for (const button of ['create', 'edit', 'delete', 'status', 'resetPassword', 'unlock', 'endSessions']) {
      keys = toggleKey(tree, keys, `PlatformManage.account:${button}`, false);
    }
    expect(resourcesFromKeys(tree, keys)).toEqual(['system-management', 'PlatformManage', 'PlatformManage.account']);
    // Granted without every button below it: shown half-checked, like its module.
    expect(checkState(tree, keys)).toEqual({
      checked: [],
      halfChecked: ['system-management', 'PlatformManage.account'],
    });
    keys = toggleKey(tree, keys, 'PlatformManage.account', false);
    expect(resourcesFromKeys(tree, keys)).toEqual([]);
  });

  it('shows a parent checked only when everything below it is selected', () => {
    const keys = toggleKey(tree, none, 'log-manage', true);
    const state = checkState(tree, toggleKey(tree, keys, 'LogManage.sceneLog', false));
    expect(state.halfChecked).toEqual(['log-manage']);
    expect(state.checked).toEqual(['LogManage.deviceLog', 'LogManage.apiCallLog', 'LogManage.operaLog']);
    expect(checkState(tree, keys).checked).toContain('log-manage');
  });

  it('round-trips a role and keeps resources the tree does not show', () => {
    const role = ['log-manage', 'LogManage', 'LogManage.deviceLog', 'DocCenter.apiDoc'];
    const huawei = buildResourceTree('huawei');
    expect(foreignResources(huawei, role)).toEqual(role);
    const keys = keysFromResources(tree, role);
    expect([...keys]).toEqual(['log-manage', 'LogManage.deviceLog', 'DocCenter.apiDoc']);
    // The lone doc page brings its module back in.
    expect(resourcesFromKeys(tree, keys)).toEqual([
      'log-manage',
      'LogManage',
      'LogManage.deviceLog',
      'docs-center',
      'DocCenter',
      'DocCenter.apiDoc',
    ]);
    expect(foreignResources(tree, [...role, 'legacy'])).toEqual(['legacy']);
  });
});

describe('what a user may grant', () => {
  const held = new Set(['log-manage', 'LogManage', 'LogManage.deviceLog', 'PlatformManage.role', 'system-management']);

  it('is every node for the administrator, else the nodes whose resources (and parents) the user holds', () => {
    expect(grantableKeys(tree, 'all').size).toBe(indexTree(tree).size);
    const grantable = grantableKeys(tree, held);
    expect(grantable.has('log-manage')).toBe(true);
    expect(grantable.has('LogManage.deviceLog')).toBe(true);
    expect(grantable.has('LogManage.sceneLog')).toBe(false);
    // The page is held, but not its module's page id: nothing under system management can be granted.
    expect(grantable.has('system-management')).toBe(false);
    expect(grantable.has('PlatformManage.role')).toBe(false);
  });

  it('checking a module selects only what may be granted; what may not keeps its state', () => {
    const grantable = grantableKeys(tree, held);
    const keys = toggleKey(tree, none, 'log-manage', true, grantable);
    expect(resourcesFromKeys(tree, keys)).toEqual(['log-manage', 'LogManage', 'LogManage.deviceLog']);
    expect([...toggleKey(tree, keys, 'LogManage.sceneLog', true, grantable)]).toEqual([...keys]);
    // A role holding more than the editor: unchecking the module keeps the pages the editor cannot take away.
    const wider = keysFromResources(tree, ['log-manage', 'LogManage', 'LogManage.deviceLog', 'LogManage.sceneLog']);
    const after = toggleKey(tree, wider, 'log-manage', false, grantable);
    expect([...after]).toEqual(['LogManage.sceneLog']);
  });
});

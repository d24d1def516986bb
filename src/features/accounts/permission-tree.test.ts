import { describe, expect, it } from 'vitest';
import type { Permission } from '@/api/schemas/account';
import { buildPermissionTree, type PermissionNode } from './permission-tree';

function perm(perm_name: string, parent: string): Permission {
  return {
    perm_name,
    parent,
    required_auth: { threshold: 1, keys: [], accounts: [], waits: [] },
  };
}

function shape(nodes: PermissionNode[]): unknown[] {
  return nodes.map((n) =>
    n.children.length ? { [n.permission.perm_name]: shape(n.children) } : n.permission.perm_name,
  );
}

describe('buildPermissionTree', () => {
  it('nests owner → active → custom permissions whatever order the node sends', () => {
    const tree = buildPermissionTree([
      perm('transfer', 'active'),
      perm('active', 'owner'),
      perm('owner', ''),
      perm('claim', 'active'),
      perm('sub', 'claim'),
    ]);
    expect(shape(tree)).toEqual([{ owner: [{ active: [{ claim: ['sub'] }, 'transfer'] }] }]);
  });

  it('keeps a permission whose parent is missing as a root', () => {
    const tree = buildPermissionTree([perm('owner', ''), perm('orphan', 'gone')]);
    expect(shape(tree)).toEqual(['owner', 'orphan']);
  });

  it('does not loop on a parent cycle', () => {
    const tree = buildPermissionTree([perm('a', 'b'), perm('b', 'a'), perm('owner', '')]);
    expect(shape(tree)).toEqual(['owner', 'a', 'b']);
  });
});

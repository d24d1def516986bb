import type { Permission } from '@/api/schemas/account';

export interface PermissionNode {
  permission: Permission;
  children: PermissionNode[];
}

/** Owner first, then active, then the rest by name. */
function rank(name: string): string {
  if (name === 'owner') return '0';
  if (name === 'active') return '1';
  return `2${name}`;
}

/**
 * Arranges permissions as the tree their `parent` fields describe (owner → active → custom).
 * A permission whose parent is missing from the list (or that is part of a cycle) becomes a root,
 * so nothing the node sent is ever hidden.
 */
export function buildPermissionTree(permissions: readonly Permission[]): PermissionNode[] {
  const sorted = [...permissions].sort((a, b) =>
    rank(a.perm_name).localeCompare(rank(b.perm_name)),
  );
  const nodes = new Map<string, PermissionNode>();
  for (const p of sorted) {
    if (!nodes.has(p.perm_name)) nodes.set(p.perm_name, { permission: p, children: [] });
  }
  const roots: PermissionNode[] = [];

  const reachesRoot = (name: string): boolean => {
    const seen = new Set<string>();
    let current = nodes.get(name);
    while (current) {
      if (seen.has(current.permission.perm_name)) return false;
      seen.add(current.permission.perm_name);
      const parentName = current.permission.parent;
      if (!parentName || parentName === current.permission.perm_name) return true;
      const parent = nodes.get(parentName);
      if (!parent) return true;
      current = parent;
    }
    return true;
  };

  for (const node of nodes.values()) {
    const parentName = node.permission.parent;
    const parent =
      parentName && parentName !== node.permission.perm_name ? nodes.get(parentName) : undefined;
    if (parent && reachesRoot(node.permission.perm_name)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

import type { CategoryNode } from '@mall/api-client';

/** The nodes from the top of the tree down to `id`; [] when the id is not in the tree. */
export function categoryPath(tree: CategoryNode[], id: number): CategoryNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children ?? [], id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * Orders chain steps so every step comes after the steps it needs (Kahn's algorithm, ties
 * broken by file order). On a cycle, returns one concrete loop, e.g. `a -> b -> a`, so the
 * validation error can name the steps involved.
 */
export function orderSteps(nodes: readonly { id: string; needs: readonly string[] }[]): { order: string[] } | { cycle: string[] } {
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const indegree = nodes.map((n) => new Set(n.needs).size);
  const dependents = nodes.map(() => [] as number[]);
  nodes.forEach((n, i) => {
    for (const need of new Set(n.needs)) {
      const j = index.get(need);
      if (j !== undefined) dependents[j].push(i);
    }
  });
  const ready: number[] = [];
  indegree.forEach((d, i) => d === 0 && ready.push(i));
  const order: string[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => a - b);
    const i = ready.shift()!;
    order.push(nodes[i].id);
    for (const j of dependents[i]) if (--indegree[j] === 0) ready.push(j);
  }
  if (order.length === nodes.length) return { order };
  return { cycle: findCycle(nodes, index, new Set(order)) };
}

function findCycle(
  nodes: readonly { id: string; needs: readonly string[] }[],
  index: Map<string, number>,
  done: Set<string>,
): string[] {
  // Every node left has an unfinished need, so following needs must revisit a node.
  const start = nodes.find((n) => !done.has(n.id))!;
  const path: string[] = [];
  const seenAt = new Map<string, number>();
  let current = start;
  while (!seenAt.has(current.id)) {
    seenAt.set(current.id, path.length);
    path.push(current.id);
    const next = current.needs.find((need) => !done.has(need) && index.has(need))!;
    current = nodes[index.get(next)!];
  }
  // The loop as execution would need it: each step after the one it depends on.
  return [...path.slice(seenAt.get(current.id)!), current.id].reverse();
}

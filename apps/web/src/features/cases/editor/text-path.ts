/** The value at `path` inside `value`, when every step of it is an object or a list. */
export function getIn(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

const isIndex = (step: string | undefined) => step !== undefined && /^\d+$/.test(step);

/**
 * Sets `path` inside `target` to `value`, making what is missing on the way: a list where the
 * next step is an index (a lock's hints in texts.<lang>.json, content/README.md), an object
 * otherwise; a list's holes are filled with ''. Undefined removes the value.
 */
export function setIn(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let current: Record<string, unknown> = target;
  path.slice(0, -1).forEach((step, position) => {
    const wantsList = isIndex(path[position + 1]);
    const next = current[step];
    if (next === null || typeof next !== 'object' || Array.isArray(next) !== wantsList)
      current[step] = wantsList ? [] : {};
    current = current[step] as Record<string, unknown>;
  });
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (value === undefined) {
    delete current[last];
    return;
  }
  if (Array.isArray(current) && isIndex(last))
    for (let hole = current.length; hole < Number(last); hole += 1) current[hole] = '';
  current[last] = value;
}

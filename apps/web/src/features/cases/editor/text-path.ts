/** The value at `path` inside `value`, when every step of it is an object. */
export function getIn(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/** Sets `path` inside `target` to `value`, making the objects on the way; undefined removes it. */
export function setIn(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let current = target;
  for (const step of path.slice(0, -1)) {
    const next = current[step];
    // A list (a lock's hints) is walked by its indexes, as an object by its keys.
    if (next === null || typeof next !== 'object') current[step] = {};
    current = current[step] as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (value === undefined) delete current[last];
  else current[last] = value;
}

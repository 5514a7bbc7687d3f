/**
 * Sets `path` inside `target` to `value`, as the core's setIn does, but walking into arrays
 * where the next step is an index: a lock's hints are a list in texts.<lang>.json
 * (content/README.md), which setIn would turn into an object. Holes are filled with ''.
 */
export function setListIn(target: Record<string, unknown>, path: readonly string[], value: string): void {
  const isIndex = (step: string | undefined) => step !== undefined && /^\d+$/.test(step);
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
  if (Array.isArray(current) && isIndex(last))
    for (let hole = current.length; hole < Number(last); hole += 1) current[hole] = '';
  current[last] = value;
}

/**
 * A ref that gives its element the focus as it enters the page: what React does with
 * `autoFocus`. Preact, which renders the build, only writes the `autofocus` attribute, and a
 * browser heeds that attribute once, when the page loads, not in a dialog opened later
 * (docs/decisions/0024-preact-renders-the-app.md). One function for every element, so that
 * its identity never changes and it runs once per element, not at each render.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}

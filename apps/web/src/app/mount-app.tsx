import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRoute } from './router';

const mounted = new WeakSet<HTMLElement>();

/**
 * Draws the whole app into `container`, in place of whatever it holds: from src/main.tsx on
 * every path but /register, and from /register's own page once a player has registered
 * there (docs/decisions/0028-react-renders-what-ships.md).
 */
export function mountApp(container: HTMLElement): void {
  // Once: a second root on the same element would draw the app twice over.
  if (mounted.has(container)) return;
  mounted.add(container);
  preloadRoute(window.location.pathname);
  container.replaceChildren();
  createRoot(container).render(<App />);
}

import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';

/**
 * Draws the whole app into `container`, in place of whatever it holds: from src/main.tsx on
 * every path but /register, and from /register's own page once a player has registered
 * there (docs/decisions/0028-react-renders-what-ships.md).
 */
export function mountApp(container: HTMLElement): void {
  container.replaceChildren();
  createRoot(container).render(<App router={BrowserRouter} />);
}

import type { ReactNode } from 'react';
import './backstage.css';

/**
 * docs/product.md#backstage-background: the root screen's blurred backstage background (original art of the project,
 * public/images/backstage.svg). Decorative: hidden from assistive technology. Plain elements
 * and CSS, so that /register, drawn without MUI, shows the same stage as the game.
 */
export function Backstage({ children }: { children?: ReactNode }) {
  return (
    <div className="backstage">
      <div aria-hidden className="backstage-background" data-testid="backstage-background" />
      <div className="backstage-stage">{children}</div>
    </div>
  );
}

import { GameScreen } from '../../features/game/components/game-screen';
import { ServerStateProvider } from '../../lib/query-client';

/** Loaded on demand (docs/product.md#routes): the game area stays out of the registration screen's load. */
export function Component() {
  return (
    <ServerStateProvider>
      <GameScreen />
    </ServerStateProvider>
  );
}

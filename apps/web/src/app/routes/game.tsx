import { GameScreen, type DeviceNotifications } from '../../features/game/components/game-screen';
import { PushSwitch } from '../../features/push/components/push-switch';
import { unsubscribeThisDevice } from '../../features/push/push-device';
import { ServerStateProvider } from '../../lib/query-client';

// Features meet only here, where the app composes them: the game does not import push.
const notifications: DeviceNotifications = { Switch: PushSwitch, stop: unsubscribeThisDevice };

/** Loaded on demand (docs/product.md#routes): the game area stays out of the registration screen's load. */
export function Component() {
  return (
    <ServerStateProvider>
      <GameScreen notifications={notifications} />
    </ServerStateProvider>
  );
}

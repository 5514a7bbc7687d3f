import { ShowScreen } from '../../features/show/components/show-screen';
import { ServerStateProvider } from '../../lib/query-client';

/** /admin/sessions/:sessionId/join: the show for the projector (docs/product.md#show-screen). */
export function Component() {
  return (
    <ServerStateProvider>
      <ShowScreen />
    </ServerStateProvider>
  );
}

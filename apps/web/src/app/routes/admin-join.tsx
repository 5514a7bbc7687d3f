import { JoinScreen } from '../../features/admin/components/join-screen';
import { ServerStateProvider } from '../../lib/query-client';

/** /admin/sessions/:sessionId/join: the join code, link and QR code for a projector. */
export function Component() {
  return (
    <ServerStateProvider>
      <JoinScreen />
    </ServerStateProvider>
  );
}

import { AdminLayout } from '../admin-layout';
import { ServerStateProvider } from '../../lib/query-client';

/** Loaded on demand (docs/product.md#routes), behind the login guard: the admin area's frame. */
export function Component() {
  return (
    <ServerStateProvider>
      <AdminLayout />
    </ServerStateProvider>
  );
}

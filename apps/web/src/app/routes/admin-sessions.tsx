import { SessionsPage } from '../../features/sessions/components/sessions-page';

/** /admin: the sessions, their life cycle and join codes (docs/product.md#session-life-cycle). */
export const Component = SessionsPage;

import { SessionDashboard } from '../../features/dashboard/components/session-dashboard';

/** /admin/sessions/:sessionId: one session's live dashboard (docs/product.md#dashboard). */
export const Component = SessionDashboard;

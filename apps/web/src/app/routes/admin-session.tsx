import { SessionDashboard } from '../../features/admin/components/dashboard/session-dashboard';

/** /admin/sessions/:sessionId: one session's live dashboard (issue 4 §3–§5). */
export const Component = SessionDashboard;

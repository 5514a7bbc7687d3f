import { SessionsPage } from '../../features/admin/components/sessions-page';

/** /admin: the sessions, their life cycle and join codes (issue 4 §1). */
export const Component = SessionsPage;

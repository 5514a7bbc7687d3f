import { JoinScreen } from '../../features/admin/components/join-screen';

/** /admin/sessions/:sessionId/join: the join code, link and QR code for a projector (issue 4 §2). */
export const Component = JoinScreen;

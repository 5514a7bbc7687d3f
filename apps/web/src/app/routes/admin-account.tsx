import { AccountPage } from '../../features/admin/components/account-page';

/** /admin/account: one's password and the other admins (issue 4 §7). */
export const Component = AccountPage;

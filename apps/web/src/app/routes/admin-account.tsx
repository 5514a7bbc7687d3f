import { AccountPage } from '../../features/accounts/components/account-page';

/** /admin/account: one's password and the other admins (docs/product.md#accounts). */
export const Component = AccountPage;

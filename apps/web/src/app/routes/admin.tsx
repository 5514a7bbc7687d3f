import { AdminScreen } from '../../features/admin/components/admin-screen';

/** Loaded on demand (spec §2), behind the login guard. */
export const Component = AdminScreen;

import { AdminLayout } from '../../features/admin/components/admin-layout';

/** Loaded on demand (spec §2), behind the login guard: the admin area's frame. */
export const Component = AdminLayout;

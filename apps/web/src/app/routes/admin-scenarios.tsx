import { ScenariosPage } from '../../features/admin/components/scenarios-page';

/** /admin/scenarios: the installed cases and their validation status (docs/product.md#scenarios-page). */
export const Component = ScenariosPage;

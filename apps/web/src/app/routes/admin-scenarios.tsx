import { ScenariosPage } from '../../features/admin/components/scenarios-page';

/** /admin/scenarios: the installed cases and their validation status (issue 4 §6). */
export const Component = ScenariosPage;

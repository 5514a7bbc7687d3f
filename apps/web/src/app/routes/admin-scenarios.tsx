import { ScenariosPage } from '../../features/sessions/components/scenarios-page';

/** /admin/scenarios: the case library, every installed case on a card (docs/product.md#case-library). */
export const Component = ScenariosPage;

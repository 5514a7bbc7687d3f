import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '@coulisses/shared/case/case.schema';
import { useShareCase } from '../../../lib/admin-api/cases';
import { ShareDialog } from './share-dialog';

/**
 * docs/product.md#case-editor: the owner of a case picks the game masters who edit and
 * publish it with them; they do not share it further.
 */
export function ShareCaseDialog({
  summary,
  title,
  onClose,
  onShared,
}: {
  summary: CaseSummary;
  title: string;
  onClose: () => void;
  onShared: () => void;
}) {
  const { t } = useTranslation();
  const share = useShareCase(summary.id);
  return (
    <ShareDialog
      title={t('admin.scenarios.shareTitle', { title })}
      text={t('admin.scenarios.shareText')}
      nobody={t('admin.scenarios.shareNobody')}
      failure="admin.scenarios.shareFailed"
      ownerId={summary.ownerId}
      sharedWith={summary.sharedWith}
      busy={share.isPending}
      onSave={async (adminIds) => {
        await share.mutateAsync(adminIds);
        onShared();
      }}
      onClose={onClose}
    />
  );
}

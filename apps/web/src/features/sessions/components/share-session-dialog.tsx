import { useTranslation } from 'react-i18next';
import type { Session } from '@coulisses/shared/session/session.schema';
import { useShareSession } from '../../../lib/admin-api/sessions';
import { ShareDialog } from './share-dialog';

/**
 * docs/product.md#session-owners: the owner picks the game masters who run the session
 * with them; the others keep following it read only.
 */
export function ShareSessionDialog({
  session,
  onClose,
  onShared,
}: {
  session: Session;
  onClose: () => void;
  onShared: (session: Session) => void;
}) {
  const { t } = useTranslation();
  const share = useShareSession(session.id);
  return (
    <ShareDialog
      title={t('admin.sessions.shareTitle', { name: session.name })}
      text={t('admin.sessions.shareText')}
      nobody={t('admin.sessions.shareNobody')}
      failure="admin.saveFailed"
      ownerId={session.ownerId}
      sharedWith={session.sharedWith}
      busy={share.isPending}
      onSave={async (adminIds) => onShared(await share.mutateAsync(adminIds))}
      onClose={onClose}
    />
  );
}

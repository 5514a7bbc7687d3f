import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { useSignedInAdmin } from '../../../lib/admin-api/admins';
import { AdminsSection } from './admins-section';
import { ChangePasswordForm } from './change-password-form';
import { NoticeSnackbar, useNotice } from '../../../components/notice-snackbar';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';

/** docs/product.md#accounts: one's own password, and the other game masters' accounts. */
export function AccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.title'), t('admin.title'));
  const { notice, showNotice, closeNotice } = useNotice();
  const { data: me, isError } = useSignedInAdmin();

  const language = useCurrentLanguage();
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.title')}
      </Typography>
      {me && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('account.signedInAs', { username: me.username })}
        </Typography>
      )}
      {isError && (
        <Typography role="alert" color="error" sx={{ mb: 3 }}>
          {t('admin.loadFailed')}
        </Typography>
      )}
      <ChangePasswordForm username={me?.username} />
      <AdminsSection me={me} formatDate={(iso) => formatDateTime(iso, language)} onNotice={showNotice} />
      <NoticeSnackbar notice={notice} onClose={closeNotice} />
    </Container>
  );
}

import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@coulisses/shared/languages';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import { readApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { useSnackbar } from '../../../lib/snackbar';
import { getSignedInAdmin } from '../api/admins';
import { AdminsSection } from './admins-section';
import { ChangePasswordForm } from './change-password-form';
import { NoticeSnackbar, useNotice } from './notice-snackbar';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';

/** docs/product.md#accounts: one's own password, and the other game masters' accounts. */
export function AccountPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('account.title'), t('admin.title'));
  const { showError } = useSnackbar();
  const { notice, showNotice, closeNotice } = useNotice();
  const [me, setMe] = useState<Admin | undefined>();

  useEffect(() => {
    let live = true;
    getSignedInAdmin()
      .then((admin) => live && setMe(admin))
      .catch(async (error: unknown) => {
        if (live && (await readApiError(error))?.key !== 'BAD_CREDENTIALS') showError(t('admin.loadFailed'));
      });
    return () => {
      live = false;
    };
  }, [showError, t]);

  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
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
      <ChangePasswordForm username={me?.username} />
      <AdminsSection me={me} formatDate={(iso) => formatDateTime(iso, language)} onNotice={showNotice} />
      <NoticeSnackbar notice={notice} onClose={closeNotice} />
    </Container>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Admin } from '@coulisses/shared/auth/login.schema';
import { useAdmins, useRemoveAdmin } from '../../../lib/admin-api/admins';
import { AddAdminDialog } from './add-admin-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { scrollRegion } from '../../../lib/scroll-region';
import { useReportFailure } from '../../../hooks/use-report-failure';

/**
 * docs/product.md#accounts: the game masters' accounts. The accounts' owner (the first admin)
 * adds and removes the others; nobody removes themselves (the server refuses both too), so
 * the owner always remains.
 */
export function AdminsSection({
  me,
  formatDate,
  onNotice,
}: {
  me: Admin | undefined;
  formatDate: (iso: string) => string;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const admins = useAdmins();
  const removeAdmin = useRemoveAdmin();
  const isOwner = me?.role === 'owner';
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Admin | undefined>();

  const remove = async (admin: Admin) => {
    try {
      await removeAdmin.mutateAsync(admin.id);
    } catch (error) {
      const refusal = await report(error, 'account.admins.removeFailed');
      if (refusal?.key === 'BAD_CREDENTIALS') setRemoving(undefined);
      return;
    }
    setRemoving(undefined);
    // Their row, and the button that had the focus, are gone: back to the section's title.
    heading.current?.focus();
    onNotice(t('account.admins.removed', { username: admin.username }));
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 5 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography
          variant="h5"
          component="h2"
          id={titleId}
          ref={heading}
          tabIndex={-1}
          sx={{ outline: 'none' }}
        >
          {t('account.admins.title')}
        </Typography>
        {isOwner && (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('account.admins.add')}
          </Button>
        )}
      </Box>
      {me && !isOwner && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('account.admins.ownerOnly')}
        </Typography>
      )}
      <Paper sx={{ overflowX: 'auto' }} {...scrollRegion({ 'aria-labelledby': titleId })}>
        <Table aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('login.username')}</TableCell>
              <TableCell>{t('account.admins.createdAt')}</TableCell>
              <TableCell>
                <span className="visually-hidden">{t('admin.sessions.actions')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!admins.data && (
              <TableRow>
                <TableCell colSpan={3}>{t(admins.isError ? 'admin.loadFailed' : 'common.loading')}</TableCell>
              </TableRow>
            )}
            {admins.data?.map((admin) => {
              const isMe = admin.id === me?.id;
              return (
                <TableRow key={admin.id}>
                  <TableCell>
                    {admin.username}
                    {admin.role === 'owner' && (
                      <Chip size="small" label={t('account.admins.owner')} sx={{ ml: 1 }} />
                    )}
                    {isMe && <Chip size="small" label={t('account.admins.you')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{formatDate(admin.createdAt)}</TableCell>
                  <TableCell align="right">
                    {!isMe && isOwner && (
                      <Button size="small" color="error" onClick={() => setRemoving(admin)}>
                        {t('account.admins.remove')}
                        <span className="visually-hidden"> — {admin.username}</span>
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
      {adding && (
        <AddAdminDialog
          onCancel={() => setAdding(false)}
          onAdded={(admin) => {
            setAdding(false);
            onNotice(t('account.admins.added', { username: admin.username }));
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('account.admins.removeTitle', { username: removing.username })}
          confirmLabel={t('account.admins.removeConfirm')}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => remove(removing)}
        >
          {t('account.admins.removeText', { username: removing.username })}
        </ConfirmDialog>
      )}
    </Box>
  );
}

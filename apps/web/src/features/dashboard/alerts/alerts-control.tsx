import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { useAlertSettings } from './use-alert-settings';

/**
 * docs/product.md#alerts: the game master's two switches — a sound, desktop notifications —
 * and, when the browser will not show notifications, why.
 */
export function AlertsControl({ alerts }: { alerts: ReturnType<typeof useAlertSettings> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const noteId = useId();
  const { settings, permission } = alerts;
  const note =
    permission === 'unsupported'
      ? t('admin.alerts.unsupported')
      : permission === 'denied'
        ? t('admin.alerts.denied')
        : undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} aria-labelledby={labelId}>
      <Typography id={labelId} component="legend" variant="body2" color="text.secondary" sx={{ p: 0 }}>
        {t('admin.alerts.legend')}
      </Typography>
      <FormGroup row sx={{ columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              color="secondary"
              checked={settings.sound}
              onChange={(event) => alerts.setSound(event.target.checked)}
            />
          }
          label={t('admin.alerts.sound')}
        />
        <FormControlLabel
          control={
            <Switch
              color="secondary"
              checked={settings.notify}
              disabled={permission === 'unsupported' || permission === 'denied'}
              onChange={(event) => void alerts.setNotify(event.target.checked)}
              slotProps={{ input: note ? { 'aria-describedby': noteId } : {} }}
            />
          }
          label={t('admin.alerts.notify')}
        />
      </FormGroup>
      {note && (
        <Typography id={noteId} variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

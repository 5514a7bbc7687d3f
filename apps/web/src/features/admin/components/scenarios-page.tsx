import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/i18n';
import { htmlLang } from '@coulisses/shared/languages';
import { useScenarios } from '../api/scenarios';
import { SCENARIO_COLUMNS, ScenarioRow } from './scenario-row';
import { scrollRegion } from '../../../lib/scroll-region';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';

/**
 * docs/product.md#scenarios-page: the cases installed on the server and whether each can be played. An
 * invalid case is not loaded (docs/product.md#scenarios); its problems name the file and field to fix.
 */
export function ScenariosPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.scenarios.title'), t('admin.title'));
  const { data: scenarios, isError: failed } = useScenarios();
  const language = useCurrentLanguage();
  const listFormat = new Intl.ListFormat(htmlLang(language), { type: 'conjunction', style: 'short' });
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.scenarios.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        {t('admin.scenarios.intro')}
      </Typography>
      <Paper sx={{ overflowX: 'auto' }} {...scrollRegion({ 'aria-label': t('admin.scenarios.title') })}>
        <Table aria-label={t('admin.scenarios.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.scenarios.scenarioTitle')}</TableCell>
              <TableCell>{t('admin.scenarios.id')}</TableCell>
              <TableCell>{t('admin.scenarios.status')}</TableCell>
              <TableCell>{t('admin.scenarios.languages')}</TableCell>
              <TableCell align="right">{t('admin.scenarios.folders')}</TableCell>
              <TableCell align="right">{t('admin.scenarios.locks')}</TableCell>
              <TableCell align="right">{t('admin.scenarios.duration')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!scenarios && (
              <TableRow>
                <TableCell colSpan={SCENARIO_COLUMNS} role={failed ? 'alert' : undefined}>
                  {t(failed ? 'admin.loadFailed' : 'common.loading')}
                </TableCell>
              </TableRow>
            )}
            {scenarios?.length === 0 && (
              <TableRow>
                <TableCell colSpan={SCENARIO_COLUMNS}>{t('admin.scenarios.none')}</TableCell>
              </TableRow>
            )}
            {scenarios?.map((scenario) => (
              <ScenarioRow
                key={scenario.id}
                scenario={scenario}
                language={language}
                listFormat={listFormat}
              />
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Container>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { htmlLang } from '@coulisses/shared/languages';
import type { CreateSession } from '@coulisses/shared/session/session.schema';
import { useCurrentLanguage } from '../../../lib/i18n';
import { adminSessionPath } from '../../../lib/paths';
import { useScenarios } from '../../../lib/admin-api/scenarios';
import { useCreateSession } from '../../../lib/admin-api/sessions';
import { ScenarioCard } from './scenario-card';
import { SessionFormDialog } from './session-form-dialog';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { MAIN_CONTENT_ID } from '../../../components/skip-link';

/**
 * docs/product.md#case-library: the cases installed on the server, each on a card that says
 * what it is and starts a session of it. An invalid case is not loaded
 * (docs/product.md#scenarios); its card names the file and field of each problem to fix
 * (docs/product.md#scenarios-page).
 */
export function ScenariosPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.scenarios.title'), t('admin.title'));
  const navigate = useNavigate();
  const { data: scenarios, isError: failed } = useScenarios();
  const createSession = useCreateSession();
  // The case whose new session is being made, while its dialog is open.
  const [chosen, setChosen] = useState<string>();
  const language = useCurrentLanguage();
  const listFormat = new Intl.ListFormat(htmlLang(language), { type: 'conjunction', style: 'long' });

  // The dialog says why a session is refused; once made, its dashboard opens, as from the
  // sessions page.
  const create = async (values: CreateSession) => {
    const created = await createSession.mutateAsync(values);
    setChosen(undefined);
    await navigate(adminSessionPath(created.id));
  };

  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.scenarios.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('admin.scenarios.intro')}
      </Typography>
      {!scenarios && (
        <Typography role={failed ? 'alert' : undefined}>
          {t(failed ? 'admin.loadFailed' : 'common.loading')}
        </Typography>
      )}
      {scenarios?.length === 0 && <Typography>{t('admin.scenarios.none')}</Typography>}
      {scenarios && scenarios.length > 0 && (
        <Box
          component="ul"
          // A list styled without bullets is still a list to every screen reader.
          role="list"
          aria-label={t('admin.scenarios.title')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            // One column on a phone, two on a tablet, three on a desktop.
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 2,
          }}
        >
          {scenarios.map((scenario) => (
            <li key={scenario.id}>
              <ScenarioCard
                scenario={scenario}
                language={language}
                listFormat={listFormat}
                onNewSession={setChosen}
              />
            </li>
          ))}
        </Box>
      )}
      {chosen && (
        <SessionFormDialog scenarioId={chosen} onCancel={() => setChosen(undefined)} onSave={create} />
      )}
    </Container>
  );
}

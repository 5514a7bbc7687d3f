import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { htmlLang, type Language } from '@coulisses/shared/languages';
import { useSignedInAdmin } from '../../../lib/admin-api/admins';
import { ownsCase } from '../case-access';
import type { LibraryEntry } from '../hooks/use-library';
import { CaseActionsMenu, type CaseMenuAction } from './case-actions-menu';
import { CaseCard } from './case-card';
import { ScenarioCard } from './scenario-card';

/** What the admin may do to a case from its menu: anyone copies and exports; its owner shares and deletes. */
const menuActions = (owns: boolean): CaseMenuAction[] =>
  owns ? ['copy', 'export', 'share', 'delete'] : ['copy', 'export'];

/**
 * The library's cards (docs/product.md#case-library), in a grid of one column on a phone,
 * two on a tablet, three on a desktop: an installed case keeps the card of its facts, a case
 * written in the editor has the card of its versions.
 */
export function LibraryGrid({
  entries,
  language,
  onNewSession,
  onAction,
}: {
  entries: LibraryEntry[];
  language: Language;
  onNewSession: (caseId: string) => void;
  onAction: (entry: LibraryEntry, action: CaseMenuAction) => void;
}) {
  const { t } = useTranslation();
  const { data: me } = useSignedInAdmin();
  const listFormat = new Intl.ListFormat(htmlLang(language), { type: 'conjunction', style: 'long' });
  return (
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
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        gap: 2,
      }}
    >
      {entries.map((entry) => {
        const { summary, scenario } = entry;
        const menu = (
          <CaseActionsMenu
            title={entry.title}
            actions={menuActions(summary ? ownsCase(summary, me) : false)}
            onAction={(action) => onAction(entry, action)}
          />
        );
        return (
          <li key={entry.id}>
            {scenario && (!summary || summary.installed) ? (
              <ScenarioCard
                scenario={scenario}
                language={language}
                listFormat={listFormat}
                onNewSession={onNewSession}
                menu={menu}
              />
            ) : (
              summary && (
                <CaseCard
                  summary={summary}
                  title={entry.title}
                  own={!me || summary.ownerId === me.id}
                  playable={summary.versions.length > 0 && scenario?.valid === true}
                  language={language}
                  listFormat={listFormat}
                  onNewSession={onNewSession}
                  menu={menu}
                />
              )
            )}
          </li>
        );
      })}
    </Box>
  );
}

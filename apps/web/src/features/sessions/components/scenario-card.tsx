import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '@coulisses/shared/languages';
import type { ScenarioSummary } from '@coulisses/shared/scenario/scenario-summary.schema';
import { coverUrl } from '../../../lib/cover-url';
import { capitaliseFirst } from '../../../lib/language-name';
import { CardFacts, Fact, LanguagesFact } from './card-fact';
import { CardState, LibraryCard } from './library-card';
import { ScenarioProblems } from './scenario-problems';

/** The covers' own shape (1200 × 800): the card keeps its room while the image loads. */
const COVER_RATIO = '3 / 2';

/**
 * Who plays a case, as its card says: « Solo · équipes de 2–6 », “Solo”, “Teams of 3”; none
 * for a case without a card.
 */
export function playersText(t: TFunction, { solo, teams }: Pick<ScenarioSummary, 'solo' | 'teams'>) {
  const range = teams && (teams.min === teams.max ? String(teams.min) : `${teams.min}–${teams.max}`);
  if (solo && range) return t('admin.scenarios.soloOrTeams', { range });
  if (range) return t('admin.scenarios.teams', { range });
  return solo ? t('admin.scenarios.solo') : undefined;
}

/**
 * One installed case's card in the library (docs/product.md#case-library): its cover, title,
 * pitch and what a game master chooses a case by, a button that starts a session of it, and
 * a menu of its other actions. An invalid one says so and can unfold the list of its
 * problems (docs/product.md#scenarios-page).
 */
export function ScenarioCard({
  scenario,
  language,
  listFormat,
  onNewSession,
  menu,
}: {
  scenario: ScenarioSummary;
  language: Language;
  listFormat: Intl.ListFormat;
  /** Opens the new-session dialog with this case chosen. */
  onNewSession: (scenarioId: string) => void;
  /** Its other actions (docs/product.md#case-library): copy, export. */
  menu?: ReactNode;
}) {
  const { t } = useTranslation();
  const title = scenario.title?.[language];
  const pitch = scenario.pitch?.[language];
  const cover = scenario.cover?.[language];
  const players = playersText(t, scenario);
  const listed = (items: string[]) => capitaliseFirst(listFormat.format(items), language);
  return (
    <LibraryCard
      testId={`scenario-${scenario.id}`}
      title={
        title ?? (
          <Typography component="span" variant="inherit" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('admin.scenarios.noTitle')}
          </Typography>
        )
      }
      id={scenario.id}
      state={
        <CardState
          icon={scenario.valid ? 'valid' : 'invalid'}
          color={scenario.valid ? 'success.main' : 'error.main'}
        >
          {t(scenario.valid ? 'admin.scenarios.valid' : 'admin.scenarios.invalid')}
        </CardState>
      }
      actions={
        (scenario.valid || menu) && (
          <>
            {scenario.valid && (
              <Button
                variant="contained"
                onClick={() => onNewSession(scenario.id)}
                // Its words said, and which case it starts: one of several alike on the page.
                aria-label={t('admin.scenarios.newSessionOf', { title: title ?? scenario.id })}
              >
                {t('admin.scenarios.newSession')}
              </Button>
            )}
            {menu}
          </>
        )
      }
    >
      {cover && (
        // Drawn above the title, read after it: the card's heading comes first.
        <Box
          component="img"
          src={coverUrl(scenario.id, language)}
          alt={cover}
          width={1200}
          height={800}
          loading="lazy"
          sx={{
            order: -1,
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: COVER_RATIO,
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        />
      )}
      {pitch && <Typography>{pitch}</Typography>}
      {scenario.valid && (
        <CardFacts>
          {scenario.durationMinutes !== undefined && (
            <Fact term={t('admin.scenarios.duration')}>
              {t('admin.scenarios.minutes', { count: scenario.durationMinutes })}
            </Fact>
          )}
          {scenario.difficulty && (
            <Fact term={t('admin.scenarios.difficulty')}>
              {t(`admin.scenarios.difficulties.${scenario.difficulty}`)}
            </Fact>
          )}
          {players && <Fact term={t('admin.scenarios.players')}>{players}</Fact>}
          <LanguagesFact codes={scenario.languages} language={language} listFormat={listFormat} />
          {scenario.kinds.length > 0 && (
            <Fact term={t('admin.scenarios.kinds')}>
              {listed(scenario.kinds.map((kind) => t(`admin.scenarios.kindNames.${kind}`)))}
            </Fact>
          )}
          <Fact term={t('admin.scenarios.contents')}>
            {t('admin.scenarios.counts', {
              folders: t('admin.scenarios.folderCount', { count: scenario.folderCount }),
              locks: t('admin.scenarios.lockCount', { count: scenario.lockCount }),
            })}
          </Fact>
        </CardFacts>
      )}
      {scenario.problems.length > 0 && <ScenarioProblems scenario={scenario} />}
    </LibraryCard>
  );
}

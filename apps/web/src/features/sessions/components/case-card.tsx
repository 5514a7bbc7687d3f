import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CaseSummary } from '@coulisses/shared/case/case.schema';
import type { Language } from '@coulisses/shared/languages';
import { formatDateTime } from '../../../lib/date-time';
import { adminCasePath } from '../../../lib/paths';
import { CardFacts, Fact, LanguagesFact } from './card-fact';
import { CardState, LibraryCard } from './library-card';

/**
 * The card of a case written in the editor (docs/product.md#case-library): its title, id,
 * languages, versions, whether its draft holds changes not published, whose it is when it
 * is not the admin's own, how many sessions play it, and its actions — Edit for those who
 * may change it, New session once a version plays, and the rest in `menu`.
 */
export function CaseCard({
  summary,
  title,
  own,
  playable,
  language,
  listFormat,
  onNewSession,
  menu,
}: {
  summary: CaseSummary;
  title: string;
  /** The signed-in admin's own: no “shared by”. */
  own: boolean;
  /** A new session may play it: published, and valid as GET /v1/scenarios says. */
  playable: boolean;
  language: Language;
  listFormat: Intl.ListFormat;
  onNewSession: (caseId: string) => void;
  menu: ReactNode;
}) {
  const { t } = useTranslation();
  const latest = summary.versions.reduce<CaseSummary['versions'][number] | undefined>(
    (found, version) => (found && found.version > version.version ? found : version),
    undefined,
  );
  return (
    <LibraryCard
      testId={`case-${summary.id}`}
      title={title}
      id={summary.id}
      state={
        // Whether the draft holds what no version has: never published, or changed since.
        summary.unpublishedChanges && (
          <CardState icon="unpublished" color="warning.dark">
            {t(latest ? 'admin.scenarios.changesNotPublished' : 'admin.scenarios.draftNotPublished')}
          </CardState>
        )
      }
      actions={
        <>
          {playable && (
            <Button
              variant="contained"
              onClick={() => onNewSession(summary.id)}
              aria-label={t('admin.scenarios.newSessionOf', { title })}
            >
              {t('admin.scenarios.newSession')}
            </Button>
          )}
          {summary.editable && (
            <Button
              component={RouterLink}
              to={adminCasePath(summary.id)}
              variant="outlined"
              // Its words said, and which case it opens: one of several alike on the page.
              aria-label={t('admin.scenarios.editOf', { title })}
            >
              {t('admin.scenarios.edit')}
            </Button>
          )}
          {menu}
        </>
      }
    >
      {!own && summary.ownerName && (
        <Typography variant="body2">{t('admin.scenarios.sharedBy', { name: summary.ownerName })}</Typography>
      )}
      <CardFacts>
        <LanguagesFact codes={summary.languages} language={language} listFormat={listFormat} />
        {latest && (
          <Fact term={t('admin.scenarios.versions')}>
            {t('admin.scenarios.latestVersion', {
              version: latest.version,
              date: formatDateTime(latest.publishedAt, language),
            })}
            <br />
            {t('admin.scenarios.versionCount', { count: summary.versions.length })}
          </Fact>
        )}
        <Fact term={t('admin.scenarios.sessions')}>
          {t('admin.scenarios.sessionCount', { count: summary.sessionCount })}
        </Fact>
      </CardFacts>
    </LibraryCard>
  );
}

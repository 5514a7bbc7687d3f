import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CaseSummary } from '@coulisses/shared/case/case.schema';
import type { Language } from '@coulisses/shared/languages';
import { formatDateTime } from '../../../lib/date-time';
import { capitaliseFirst, languageName } from '../../../lib/language-name';
import { adminCasePath } from '../../../lib/paths';
import { AdminIcon } from './admin-icons';
import { CardFacts, Fact } from './card-fact';

/**
 * Whether the draft holds what no version has: never published, or changed since. Said in
 * words beside its icon, never by a colour alone.
 */
function UnpublishedMarker({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}
    >
      <AdminIcon kind="unpublished" fontSize="small" />
      {t(published ? 'admin.scenarios.changesNotPublished' : 'admin.scenarios.draftNotPublished')}
    </Box>
  );
}

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
  const titleId = useId();
  const latest = summary.versions.reduce<CaseSummary['versions'][number] | undefined>(
    (found, version) => (found && found.version > version.version ? found : version),
    undefined,
  );
  const languages = summary.languages.map((code) => languageName(code, language));
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`case-${summary.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <div>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.5,
              typography: 'body2',
            }}
          >
            <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
              {summary.id}
            </Box>
            {summary.unpublishedChanges && <UnpublishedMarker published={latest !== undefined} />}
          </Box>
        </div>
        {!own && summary.ownerName && (
          <Typography variant="body2">
            {t('admin.scenarios.sharedBy', { name: summary.ownerName })}
          </Typography>
        )}
        <CardFacts>
          {languages.length > 0 && (
            <Fact term={t('admin.scenarios.languages')}>
              {capitaliseFirst(listFormat.format(languages), language)}
            </Fact>
          )}
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
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
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
      </CardActions>
    </Card>
  );
}

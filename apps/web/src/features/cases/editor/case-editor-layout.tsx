import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { htmlLang } from '@coulisses/shared/languages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CaseHtmlContext, RAW_HTML, SANITISED_HTML } from '../../../components/markdown';
import { downloadCaseArchive } from '../../../lib/admin-api/cases';
import { paths } from '../../../lib/paths';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { AccusationSection } from '../sections/accusation/accusation-section';
import { BibleSection } from '../sections/bible/bible-section';
import { CardSection } from '../sections/card/card-section';
import { PeopleSection } from '../sections/people/people-section';
import { FoldersSection } from '../sections/folders/folders-section';
import { ImagesSection } from '../sections/images/images-section';
import { LocksSection } from '../sections/locks/locks-section';
import { StorySection } from '../sections/story/story-section';
import { useCaseEditorContext } from './case-editor-context';
import { fieldId, findFieldElement } from './case-fields';
import { CASE_SECTIONS, sectionOf, type CaseSection } from './case-sections';
import { PlayItButton } from './play-it-button';
import { ChecksShortcut, ProblemsPanel } from './problems-panel';
import { PublishButton } from './publish-button';
import { SaveStatus } from './save-status';

const SECTION_PARTS: Record<CaseSection, () => React.JSX.Element> = {
  card: () => (
    <>
      <CardSection />
      <PeopleSection />
    </>
  ),
  story: () => <StorySection />,
  folders: () => <FoldersSection />,
  locks: () => <LocksSection />,
  accusation: () => <AccusationSection />,
  images: () => <ImagesSection />,
  bible: () => <BibleSection />,
};

/** How many frames a problem's link waits for its field to be drawn: about a second. */
const REVEAL_FRAMES = 60;

/**
 * The editor's frame (docs/product.md#case-editor): the case's name and where its draft stands,
 * publish and export, one tab per part of the case, and the checks beside them — each problem
 * a link that opens its tab and focuses its field.
 */
export function CaseEditorLayout({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const { editor, revealed } = useCaseEditorContext();
  const [section, setSection] = useState<CaseSection>('card');
  // Put aside, the refused changes stay on screen, to be copied before reading the draft again.
  const [conflictSeen, setConflictSeen] = useState(false);
  const reportFailure = useReportFailure();
  const { scenario, texts } = editor.objects;
  const first = scenario.languages[0];
  const title = (first && texts[first]?.title) || editor.id;

  // A problem's link: its tab first, then its field once drawn — the tab and the part that
  // holds the field open over a few frames, more on a busy machine. A field that never shows
  // (a problem about a whole part) gives the focus to the nearest element around it.
  useEffect(() => {
    if (!revealed) return;
    setSection(sectionOf(revealed.file, revealed.field));
    let frame = 0;
    let framesLeft = REVEAL_FRAMES;
    const seek = () => {
      const field = document.getElementById(fieldId(revealed.file, revealed.field));
      framesLeft -= 1;
      if (!field && framesLeft > 0) {
        frame = requestAnimationFrame(seek);
        return;
      }
      const target = field ?? findFieldElement(revealed.file, revealed.field);
      target?.scrollIntoView({ block: 'center' });
      target?.focus();
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [revealed]);

  const exportDraft = () =>
    downloadCaseArchive(editor.id, editor.installed ? undefined : 'draft').catch((error: unknown) =>
      reportFailure(error, 'cases.editor.exportFailed'),
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h4" component="h1" lang={first ? htmlLang(first) : undefined}>
            {title}
          </Typography>
          <SaveStatus onReload={onReload} />
          <ChecksShortcut />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.adminScenarios}>
            {t('cases.editor.backToLibrary')}
          </Button>
          <Button onClick={() => void exportDraft()}>{t('cases.editor.export')}</Button>
          <PlayItButton />
          <PublishButton />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Tabs
            value={section}
            onChange={(_, next: CaseSection) => setSection(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('cases.editor.sections.label')}
          >
            {CASE_SECTIONS.map((each) => (
              <Tab
                key={each}
                value={each}
                label={t(`cases.editor.sections.${each}`)}
                id={`case-tab-${each}`}
                aria-controls="case-tab-panel"
              />
            ))}
          </Tabs>
          <Box
            id="case-tab-panel"
            role="tabpanel"
            aria-labelledby={`case-tab-${section}`}
            sx={{ pt: 2, display: 'grid', gap: 3 }}
          >
            {/* Drawn as the game draws it: an installed case's raw HTML, a game master's sanitised. */}
            <CaseHtmlContext.Provider value={editor.installed ? RAW_HTML : SANITISED_HTML}>
              {SECTION_PARTS[section]()}
            </CaseHtmlContext.Provider>
          </Box>
        </Box>
        <Paper
          variant="outlined"
          sx={{ p: 2, alignSelf: 'start', position: { lg: 'sticky' }, top: { lg: 16 } }}
        >
          <ProblemsPanel />
        </Paper>
      </Box>
      {editor.save.kind === 'conflict' && !conflictSeen && (
        <ConfirmDialog
          title={t('cases.editor.conflict.title')}
          confirmLabel={t('cases.editor.conflict.reload')}
          tone="neutral"
          onConfirm={async () => onReload()}
          onCancel={() => setConflictSeen(true)}
        >
          {t('cases.editor.conflict.body')}
        </ConfirmDialog>
      )}
    </Box>
  );
}

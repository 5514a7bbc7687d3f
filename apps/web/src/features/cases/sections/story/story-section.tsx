import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { INTRODUCTION_MINUTES } from '@coulisses/shared/scenario/introduction.schema';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { StoryPart } from './story-part';

/**
 * The story around the folders (content/README.md, files of a case): the introduction of the
 * start dialog, the ending of a solved case, the ending of an unsolved one, and the debrief,
 * each in every declared language beside its preview.
 */
export function StorySection() {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const minutes = String(editor.objects.scenario.durationMinutes);
  // The game writes the session's minutes there; the preview, the case's default length.
  const introduction = (markdown: string) => markdown.replaceAll(INTRODUCTION_MINUTES, minutes);
  return (
    <Box component="section" aria-labelledby="case-story-heading" sx={{ display: 'grid', gap: 4 }}>
      <Box>
        <Typography id="case-story-heading" component="h2" variant="h5">
          {t('cases.story.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('cases.story.intro')}
        </Typography>
      </Box>
      <StoryPart
        name="introduction"
        heading={t('cases.story.introduction')}
        hint={t('cases.story.introductionHint', { placeholder: INTRODUCTION_MINUTES })}
        previewText={introduction}
      />
      <StoryPart name="reveal" heading={t('cases.story.reveal')} hint={t('cases.story.revealHint')} />
      <StoryPart name="unsolved" heading={t('cases.story.unsolved')} hint={t('cases.story.unsolvedHint')} />
      <StoryPart name="debrief" heading={t('cases.story.debrief')} hint={t('cases.story.debriefHint')} />
    </Box>
  );
}

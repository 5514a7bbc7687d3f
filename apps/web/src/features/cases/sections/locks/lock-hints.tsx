import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_HINTS } from '@coulisses/shared/scenario/scenario.schema';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { NumberField } from '../../editor/number-field';
import { EditorIcon } from '../../editor/editor-icons';
import { ProblemAnchor } from './problem-anchor';
import { lockField } from './use-lock';

/**
 * A lock's tiered hints (docs/product.md "## Hints", content/README.md: up to three, taken in
 * order): each its cost in seconds in scenario.json and its words in every language's texts,
 * added and removed in both at once so that they keep as many.
 */
export function LockHints({ index }: { index: number }) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const lock = editor.objects.scenario.locks[index];
  if (!lock) return null;
  const id = lock.id;

  const add = () =>
    editor.edit((objects) => {
      const target = objects.scenario.locks[index];
      if (!target || target.hints.length >= MAX_HINTS) return;
      const position = target.hints.length;
      target.hints.push({ penaltySeconds: 60 * (position + 1) });
      for (const language of objects.scenario.languages) {
        const text = objects.texts[language]?.locks[id];
        if (!text) continue;
        text.hints = [...(Array.isArray(text.hints) ? text.hints : []).slice(0, position)];
        while (text.hints.length < position) text.hints.push('');
        text.hints.push('');
      }
    });
  const remove = (position: number) =>
    editor.edit((objects) => {
      objects.scenario.locks[index]?.hints.splice(position, 1);
      for (const language of objects.scenario.languages) {
        const text = objects.texts[language]?.locks[id];
        if (Array.isArray(text?.hints)) text.hints.splice(position, 1);
      }
    });

  return (
    <ProblemAnchor field={lockField(index, 'hints')} textsField={`locks.${id}.hints`}>
      <Box component="section" sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('cases.locks.hints.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('cases.locks.hints.intro', { max: MAX_HINTS })}
          </Typography>
        </Box>
        {lock.hints.map((hint, position) => (
          <Box
            // The hints are a list by position in both files.
            key={position}
            sx={{
              display: 'grid',
              gap: 1.5,
              pl: { sm: 2 },
              borderLeft: { sm: 2 },
              borderColor: { sm: 'divider' },
            }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography component="h5" variant="subtitle2" sx={{ flexGrow: 1 }}>
                {t('cases.locks.hints.number', { number: position + 1 })}
              </Typography>
              <Button
                size="small"
                color="error"
                startIcon={<EditorIcon kind="remove" />}
                onClick={() => remove(position)}
                disabled={editor.installed}
              >
                {t('cases.locks.hints.remove', { number: position + 1 })}
              </Button>
            </Box>
            <Box sx={{ maxWidth: { sm: 240 } }}>
              <NumberField
                label={t('cases.locks.hints.penalty')}
                value={hint.penaltySeconds}
                min={0}
                max={3600}
                step={10}
                field={lockField(index, `hints.${position}.penaltySeconds`)}
                onChange={(value) =>
                  editor.edit((objects) => {
                    const target = objects.scenario.locks[index]?.hints[position];
                    if (target && value !== undefined) target.penaltySeconds = Math.max(0, Math.round(value));
                  })
                }
              />
            </Box>
            <LocalisedTextField
              label={t('cases.locks.hints.text', { number: position + 1 })}
              path={['locks', id, 'hints', String(position)]}
            />
          </Box>
        ))}
        <Button
          startIcon={<EditorIcon kind="add" />}
          onClick={add}
          disabled={editor.installed || lock.hints.length >= MAX_HINTS}
          sx={{ justifySelf: 'start' }}
        >
          {t('cases.locks.hints.add')}
        </Button>
      </Box>
    </ProblemAnchor>
  );
}

import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STYLES, type DocumentStyle } from '@coulisses/shared/scenario/scenario.schema';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { textsFile } from '../../editor/case-content';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { useFieldState } from '../../editor/case-fields';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { MarkdownFileEditor } from '../markdown/markdown-file-editor';
import { IdField } from '../../editor/id-field';
import { documentFileRenames, documentFiles, documentIds, renameDocument } from './case-ids';
import { caseText } from './case-text';
import { FieldAnchors } from './field-anchors';
import { documentHolds, useExpanded, useProblemCount } from './folder-reveal';
import { ItemActions, moved } from './item-actions';
import { PartIcon } from './part-icons';
import { ProblemCount } from './problem-count';

/**
 * One document of a folder (docs/product.md#case-editor): its id, its style, its title and
 * its markdown in every declared language, each beside its preview as the game draws it.
 */
export function DocumentPanel({ folderIndex, index }: { folderIndex: number; index: number }) {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const { editor } = useCaseEditorContext();
  const { objects } = editor;
  const documents = objects.scenario.folders[folderIndex]?.documents ?? [];
  const doc = documents[index] ?? { id: '', style: 'report' as const };
  const holds = documentHolds(folderIndex, index, doc.id);
  const [expanded, setExpanded] = useExpanded(holds);
  const problems = useProblemCount(holds);
  const [asking, setAsking] = useState(false);
  const field = `folders.${folderIndex}.documents.${index}`;
  const style = useFieldState('scenario.json', `${field}.style`);
  const title = caseText(objects, reader, ['documents', doc.id, 'title']);
  const name = title || doc.id;
  const styleName = (value: DocumentStyle) => t(`cases.folders.styles.${value}`);

  const rename = (to: string) => {
    const files = documentFileRenames(editor.files, doc.id, to);
    editor.edit((next) => renameDocument(next, doc.id, to));
    for (const [path, text] of Object.entries(files)) editor.setFile(path, text);
  };
  const remove = () => {
    const files = documentFiles(editor.files, doc.id);
    editor.edit((next) => {
      next.scenario.folders[folderIndex]?.documents.splice(index, 1);
      for (const texts of Object.values(next.texts)) delete texts?.documents[doc.id];
    });
    for (const path of files) editor.setFile(path, null);
  };
  const move = (to: number) =>
    editor.edit((next) => {
      const list = next.scenario.folders[folderIndex]?.documents;
      if (list) moved(list, index, to);
    });

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      variant="outlined"
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<PartIcon kind="expand" />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          <Typography component="h4" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {doc.id} · {styleName(doc.style)}
          </Typography>
          <ProblemCount count={problems} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <FieldAnchors
          places={[
            { file: 'scenario.json', field },
            ...objects.scenario.languages.map((language) => ({
              file: textsFile(language),
              field: `documents.${doc.id}`,
            })),
          ]}
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
              }}
            >
              <IdField
                label={t('cases.folders.documentId')}
                value={doc.id}
                file="scenario.json"
                field={`${field}.id`}
                taken={documentIds(objects)}
                onRename={rename}
              />
              <TextField
                {...style}
                select
                size="small"
                label={t('cases.folders.style')}
                value={doc.style}
                onChange={(event) =>
                  editor.edit((next) => {
                    const entry = next.scenario.folders[folderIndex]?.documents[index];
                    if (entry) entry.style = event.target.value as DocumentStyle;
                  })
                }
                disabled={editor.installed}
                helperText={style.helperText ?? t('cases.folders.styleHint')}
              >
                {DOCUMENT_STYLES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {styleName(value)}
                  </MenuItem>
                ))}
              </TextField>
              <ItemActions
                name={name}
                index={index}
                count={documents.length}
                onMove={move}
                onRemove={() => setAsking(true)}
              />
            </Box>
            <LocalisedTextField
              label={t('cases.folders.documentTitle')}
              path={['documents', doc.id, 'title']}
            />
            <MarkdownFileEditor
              label={name}
              file={(language) => `documents/${doc.id}.${language}.md`}
              documentStyle={doc.style}
            />
          </Box>
        </FieldAnchors>
      </AccordionDetails>
      {asking && (
        <ConfirmDialog
          title={t('cases.folders.removeDocumentTitle', { name })}
          confirmLabel={t('cases.folders.removeConfirm')}
          onConfirm={async () => {
            remove();
            setAsking(false);
          }}
          onCancel={() => setAsking(false)}
        >
          {t('cases.folders.removeDocumentText')}
        </ConfirmDialog>
      )}
    </Accordion>
  );
}

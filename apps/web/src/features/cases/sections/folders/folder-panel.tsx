import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { textsFile } from '../../editor/case-content';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { documentFiles, folderIds, folderUses, renameFolder } from './case-ids';
import { caseText } from './case-text';
import { FieldAnchors } from './field-anchors';
import { FolderDocuments } from './folder-documents';
import { FolderOpenedBy } from './folder-opened-by';
import { folderHolds, useExpanded, useProblemCount } from './folder-reveal';
import { IdField } from '../../editor/id-field';
import { ItemActions, moved } from './item-actions';
import { PartIcon } from './part-icons';
import { ProblemCount } from './problem-count';

/**
 * One folder of the case (docs/product.md#case-editor): its id, how it opens, its title and
 * summary in every declared language, and its documents. Collapsed, its heading says how
 * many problems it holds; a problem's link opens it.
 */
export function FolderPanel({ index }: { index: number }) {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const { editor } = useCaseEditorContext();
  const { objects } = editor;
  const folders = objects.scenario.folders;
  const folder = folders[index] ?? { id: '', documents: [] };
  const holds = folderHolds(objects.scenario, index);
  const [expanded, setExpanded] = useExpanded(holds);
  const problems = useProblemCount(holds);
  const [removing, setRemoving] = useState<'asking' | 'refused'>();
  const title = caseText(objects, reader, ['folders', folder.id, 'title']);
  const name = title || folder.id;
  const uses = folderUses(objects, folder.id);

  const move = (to: number) => editor.edit((next) => moved(next.scenario.folders, index, to));
  const remove = () => {
    const files = folder.documents.flatMap((doc) => documentFiles(editor.files, doc.id));
    editor.edit((next) => {
      next.scenario.folders.splice(index, 1);
      next.scenario.startFolders = next.scenario.startFolders.filter((id) => id !== folder.id);
      for (const texts of Object.values(next.texts)) {
        if (!texts) continue;
        delete texts.folders[folder.id];
        for (const doc of folder.documents) delete texts.documents[doc.id];
      }
    });
    for (const path of files) editor.setFile(path, null);
  };
  const refusal = [
    ...uses.locks.map((lock) => t('cases.folders.usedByLock', { lock })),
    ...(uses.accusation ? [t('cases.folders.usedByAccusation')] : []),
  ];

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<PartIcon kind="expand" />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('cases.folders.summaryLine', { id: folder.id, count: folder.documents.length })}
          </Typography>
          <ProblemCount count={problems} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <FieldAnchors
          places={[
            { file: 'scenario.json', field: `folders.${index}` },
            ...objects.scenario.languages.map((language) => ({
              file: textsFile(language),
              field: `folders.${folder.id}`,
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
                label={t('cases.folders.folderId')}
                value={folder.id}
                file="scenario.json"
                field={`folders.${index}.id`}
                taken={folderIds(objects)}
                onRename={(to) => editor.edit((next) => renameFolder(next, folder.id, to))}
              />
              <FolderOpenedBy folderId={folder.id} />
              <ItemActions
                name={name}
                index={index}
                count={folders.length}
                onMove={move}
                onRemove={() => setRemoving(refusal.length > 0 ? 'refused' : 'asking')}
              />
            </Box>
            {removing === 'refused' && (
              <Alert severity="warning" onClose={() => setRemoving(undefined)}>
                {t('cases.folders.removeRefused', { name })}
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {refusal.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </Box>
              </Alert>
            )}
            <LocalisedTextField label={t('cases.folders.title')} path={['folders', folder.id, 'title']} />
            <LocalisedTextField
              label={t('cases.folders.summary')}
              path={['folders', folder.id, 'summary']}
              multiline
            />
            <FolderDocuments folderIndex={index} />
          </Box>
        </FieldAnchors>
      </AccordionDetails>
      {removing === 'asking' && (
        <ConfirmDialog
          title={t('cases.folders.removeFolderTitle', { name })}
          confirmLabel={t('cases.folders.removeConfirm')}
          onConfirm={async () => {
            remove();
            setRemoving(undefined);
          }}
          onCancel={() => setRemoving(undefined)}
        >
          {t('cases.folders.removeFolderText', { count: folder.documents.length })}
        </ConfirmDialog>
      )}
    </Accordion>
  );
}

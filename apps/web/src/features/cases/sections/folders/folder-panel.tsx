import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { moved } from '../../editor/case-ids';
import { IdField } from '../../editor/id-field';
import { ItemActions } from '../../editor/item-actions';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { documentFiles, folderIds, folderUses, renameFolder } from './case-ids';
import { caseText } from './case-text';
import { FolderDocuments } from './folder-documents';
import { FolderOpenedBy } from './folder-opened-by';
import { folderHolds } from './folder-reveal';
import { PartPanel } from './part-panel';

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
  const [removing, setRemoving] = useState<'asking' | 'refused'>();
  const title = caseText(objects, reader, ['folders', folder.id, 'title']);
  const name = title || folder.id;
  const uses = folderUses(objects, folder.id);

  const move = (by: number) =>
    editor.edit((next) => {
      next.scenario.folders = moved(next.scenario.folders, index, by);
    });
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
    <PartPanel
      name={name}
      line={t('cases.folders.summaryLine', { id: folder.id, count: folder.documents.length })}
      holds={folderHolds(objects.scenario, index)}
      field={`folders.${index}`}
      textsField={`folders.${folder.id}`}
      row={
        <>
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
            words="file"
            onMove={move}
            onRemove={() => setRemoving(refusal.length > 0 ? 'refused' : 'asking')}
          />
        </>
      }
      dialog={
        removing === 'asking' && (
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
        )
      }
    >
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
    </PartPanel>
  );
}

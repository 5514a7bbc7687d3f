import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STYLES, type DocumentStyle } from '@coulisses/shared/scenario/scenario.schema';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { useFieldState } from '../../editor/case-fields';
import { moved } from '../../editor/case-ids';
import { IdField } from '../../editor/id-field';
import { ItemActions } from '../../editor/item-actions';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { MarkdownFileEditor } from '../markdown/markdown-file-editor';
import { documentFileRenames, documentFiles, documentIds, renameDocument } from './case-ids';
import { caseText } from './case-text';
import { documentHolds } from './folder-reveal';
import { PartPanel } from './part-panel';

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
  const move = (by: number) =>
    editor.edit((next) => {
      const folder = next.scenario.folders[folderIndex];
      if (folder) folder.documents = moved(folder.documents, index, by);
    });

  return (
    <PartPanel
      name={name}
      line={`${doc.id} · ${styleName(doc.style)}`}
      holds={documentHolds(folderIndex, index, doc.id)}
      field={field}
      textsField={`documents.${doc.id}`}
      nested
      row={
        <>
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
            words="file"
            onMove={move}
            onRemove={() => setAsking(true)}
          />
        </>
      }
      dialog={
        asking && (
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
        )
      }
    >
      <LocalisedTextField label={t('cases.folders.documentTitle')} path={['documents', doc.id, 'title']} />
      <MarkdownFileEditor
        label={name}
        file={(language) => `documents/${doc.id}.${language}.md`}
        documentStyle={doc.style}
      />
    </PartPanel>
  );
}

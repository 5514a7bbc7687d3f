import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { documentIds, freshId } from './case-ids';
import { DocumentPanel } from './document-panel';

/** A folder's documents, in the order the game lists them, and a button to add one. */
export function FolderDocuments({ folderIndex }: { folderIndex: number }) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const documents = editor.objects.scenario.folders[folderIndex]?.documents ?? [];
  const add = () =>
    editor.edit((next) => {
      // Document ids are the case's: the texts name every folder's documents in one map.
      const id = freshId('document', documentIds(next));
      next.scenario.folders[folderIndex]?.documents.push({ id, style: 'report' });
      // Its title starts empty in every language, for the checks to point at.
      for (const texts of Object.values(next.texts)) texts.documents[id] = { title: '' };
    });
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h4" variant="subtitle1">
        {t('cases.folders.documents', { count: documents.length })}
      </Typography>
      {documents.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('cases.folders.noDocuments')}
        </Typography>
      )}
      {documents.map((doc, index) => (
        // By place, not by id: a document renamed keeps its panel open.
        <DocumentPanel key={index} folderIndex={folderIndex} index={index} />
      ))}
      <Box>
        <Button variant="outlined" onClick={add} disabled={editor.installed}>
          {t('cases.folders.addDocument')}
        </Button>
      </Box>
    </Box>
  );
}

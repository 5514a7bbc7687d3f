import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { folderIds, freshId } from './case-ids';
import { FieldAnchors } from './field-anchors';
import { FolderPanel } from './folder-panel';

/**
 * The case's folders and their documents (docs/product.md#case-editor; content/README.md,
 * scenario.json): in the order the game lists them, each collapsible, added, removed and
 * moved here. A folder added is opened by nothing yet: the checks say so until a lock opens it
 * or it is open from the start.
 */
export function FoldersSection() {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const folders = editor.objects.scenario.folders;
  // Its texts start empty in every language, so that the checks point at its title and summary.
  const add = () =>
    editor.edit((next) => {
      const id = freshId('folder', folderIds(next));
      next.scenario.folders.push({ id, documents: [] });
      for (const texts of Object.values(next.texts)) texts.folders[id] = { title: '', summary: '' };
    });
  return (
    <Box component="section" aria-labelledby="case-folders-heading" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="case-folders-heading" component="h2" variant="h5">
          {t('cases.folders.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('cases.folders.intro')}
        </Typography>
      </Box>
      <FieldAnchors
        places={[
          { file: 'scenario.json', field: 'folders' },
          { file: 'scenario.json', field: 'startFolders' },
        ]}
      >
        <Box sx={{ display: 'grid', gap: 1 }}>
          {folders.map((folder, index) => (
            // By place, not by id: a folder renamed keeps its panel open.
            <FolderPanel key={index} index={index} />
          ))}
        </Box>
      </FieldAnchors>
      <Box>
        <Button variant="contained" onClick={add} disabled={editor.installed}>
          {t('cases.folders.addFolder')}
        </Button>
      </Box>
    </Box>
  );
}

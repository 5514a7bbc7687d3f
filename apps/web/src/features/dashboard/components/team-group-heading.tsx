import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { COLUMNS, type TeamGroup } from './players-table-model';

/** A team's name, rank and size above its members' rows (docs/product.md#dashboard), or the players in none. */
export function TeamGroupHeading({ group }: { group: TeamGroup }) {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell
        component="th"
        scope="rowgroup"
        colSpan={COLUMNS.length + 1}
        // Not the sticky first column: the whole row is the cell. Its words stay in view.
        sx={{
          '&&&': { position: 'static', boxShadow: 'none', bgcolor: 'action.hover' },
          fontWeight: 600,
        }}
      >
        <Box
          component="span"
          sx={{
            position: 'sticky',
            insetInlineStart: 8,
            display: 'inline-block',
            maxWidth: '85vw',
          }}
        >
          {group.id === null
            ? t('admin.dashboard.noTeamGroup', { count: group.members })
            : t('admin.dashboard.teamGroup', {
                name: group.name,
                rank: group.rank,
                count: group.members,
              })}
        </Box>
      </TableCell>
    </TableRow>
  );
}

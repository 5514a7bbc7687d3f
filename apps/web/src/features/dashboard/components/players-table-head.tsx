import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { COLUMNS, SORTS, type Direction, type SortKey } from './players-table-model';

/** The players table's column heads: a sortable column sorts at a click, again the other way. */
export function PlayersTableHead({
  sort,
  onSort,
}: {
  sort: { key: SortKey; direction: Direction };
  onSort: (key: SortKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        {COLUMNS.map(({ key, numeric }) => {
          const label = t(`admin.dashboard.columns.${key}`);
          const sortable = key in SORTS;
          const active = sort.key === key;
          return (
            <TableCell
              key={key}
              align={numeric ? 'right' : 'left'}
              sortDirection={active ? sort.direction : false}
              sx={{ lineHeight: 1.2 }}
            >
              {sortable ? (
                <TableSortLabel
                  active={active}
                  direction={active ? sort.direction : SORTS[key as SortKey].first}
                  onClick={() => onSort(key as SortKey)}
                >
                  {label}
                </TableSortLabel>
              ) : (
                label
              )}
            </TableCell>
          );
        })}
        <TableCell>
          <span className="visually-hidden">{t('admin.dashboard.columns.path')}</span>
        </TableCell>
      </TableRow>
    </TableHead>
  );
}

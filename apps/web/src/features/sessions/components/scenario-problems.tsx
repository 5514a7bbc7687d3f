import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioSummary } from '@coulisses/shared/scenario/scenario-summary.schema';
import { useProblemPlace, useProblemText } from '../../../lib/problem-text';
import { AdminIcon } from './admin-icons';

/**
 * An invalid case's problems, by file and field, behind a button that says whether the list
 * is open (aria-expanded), so keyboard and screen-reader users get there as well as anyone
 * (docs/product.md#scenarios-page).
 */
export function ScenarioProblems({ scenario }: { scenario: ScenarioSummary }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const placeIn = useProblemPlace();
  const problemsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={open ? problemsId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        endIcon={<AdminIcon kind="expand" sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{ ml: -0.5 }}
      >
        {t('admin.scenarios.showProblems', { count: scenario.problems.length })}
      </Button>
      {open && (
        <Box id={problemsId} sx={{ mt: 1, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}>
          <Table size="small" aria-label={t('admin.scenarios.problemsOf', { id: scenario.id })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.scenarios.file')}</TableCell>
                <TableCell>{t('admin.scenarios.field')}</TableCell>
                <TableCell>{t('admin.scenarios.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {scenario.problems.map((problem, index) => (
                <TableRow key={index}>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {problem.file}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {placeIn(problem) || '—'}
                  </TableCell>
                  <TableCell>{problemText(problem)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </div>
  );
}

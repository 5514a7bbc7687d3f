import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@coulisses/shared/languages';
import type { ScenarioSummary } from '@coulisses/shared/scenario/scenario-summary.schema';
import { capitaliseFirst, languageName } from '../../../lib/language-name';
import { AdminIcon } from './admin-icons';

export const SCENARIO_COLUMNS = 7;

/**
 * One installed case. An invalid one can unfold the list of its problems — a button
 * that says whether it is open (aria-expanded), so keyboard and screen-reader users get
 * there as well as anyone.
 */
export function ScenarioRow({
  scenario,
  language,
  listFormat,
}: {
  scenario: ScenarioSummary;
  language: Language;
  listFormat: Intl.ListFormat;
}) {
  const { t } = useTranslation();
  const problemsId = useId();
  const [open, setOpen] = useState(false);
  const title = scenario.title?.[language];
  const problems = scenario.problems.length;
  return (
    <>
      <TableRow data-testid={`scenario-${scenario.id}`}>
        <TableCell>
          {title ?? (
            <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {t('admin.scenarios.noTitle')}
            </Typography>
          )}
        </TableCell>
        <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{scenario.id}</TableCell>
        <TableCell>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              color: scenario.valid ? 'success.main' : 'error.main',
              whiteSpace: 'nowrap',
            }}
          >
            <AdminIcon kind={scenario.valid ? 'valid' : 'invalid'} fontSize="small" />
            {t(scenario.valid ? 'admin.scenarios.valid' : 'admin.scenarios.invalid')}
          </Box>
          {problems > 0 && (
            <Button
              size="small"
              aria-expanded={open}
              aria-controls={open ? problemsId : undefined}
              onClick={() => setOpen((shown) => !shown)}
              endIcon={<AdminIcon kind="expand" sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
              sx={{ mt: 0.5, ml: -0.5, whiteSpace: 'nowrap' }}
            >
              {t('admin.scenarios.showProblems', { count: problems })}
            </Button>
          )}
        </TableCell>
        <TableCell>
          {scenario.languages.length > 0
            ? capitaliseFirst(
                listFormat.format(scenario.languages.map((code) => languageName(code, language))),
                language,
              )
            : '—'}
        </TableCell>
        <TableCell align="right">{scenario.folderCount}</TableCell>
        <TableCell align="right">{scenario.lockCount}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {scenario.durationMinutes === undefined
            ? '—'
            : t('admin.scenarios.minutes', { count: scenario.durationMinutes })}
        </TableCell>
      </TableRow>
      {open && (
        <TableRow id={problemsId}>
          <TableCell colSpan={SCENARIO_COLUMNS} sx={{ bgcolor: 'action.hover' }}>
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
                      {problem.field || '—'}
                    </TableCell>
                    <TableCell>{problem.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

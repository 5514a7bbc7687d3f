import { alpha, type Theme } from '@mui/material/styles';

/**
 * The sx of an MUI table inside a ScrollTable: its sticky first column painted as the
 * Paper around it (its colour and its dark-mode elevation overlay) and, on a selected
 * row, with the selected row's tint, so the kept column reads as part of its row.
 */
export const stickyFirstColumn = (theme: Theme) => {
  const tint = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  return {
    '& tr > :first-of-type': {
      backgroundColor: theme.palette.background.paper,
      backgroundImage: 'var(--Paper-overlay)',
    },
    '& tr.Mui-selected > :first-of-type': {
      backgroundImage: `linear-gradient(${tint}, ${tint}), var(--Paper-overlay, none)`,
    },
  };
};

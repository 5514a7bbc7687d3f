import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A choice of several lines stands apart from the next: the radio at its first line, a gap
 * between choices, so that long options (an accusation's "how") never run together.
 */
export const SEPARATE_CHOICE: SxProps<Theme> = {
  alignItems: 'flex-start',
  mr: 0,
  mb: 1,
  '& .MuiFormControlLabel-label': { pt: '9px', lineHeight: 1.4 },
};

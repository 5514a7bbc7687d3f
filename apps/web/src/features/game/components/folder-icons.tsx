import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { FolderView } from '@coulisses/shared/game/game.schema';

/** Material's paths for a padlock, an open folder, a check and an expand chevron. */
const PATHS: Record<FolderView['status'] | 'expand', string> = {
  locked:
    'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z',
  open: 'M20 6h-8l-2-2H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m0 12H4V8h16z',
  solved: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  expand: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
};

/** The folder's state at a glance; the chip beside it says it in words. */
export function FolderIcon({ kind, ...props }: SvgIconProps & { kind: keyof typeof PATHS }) {
  return (
    <SvgIcon aria-hidden="true" {...props}>
      <path d={PATHS[kind]} />
    </SvgIcon>
  );
}

import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Material's paths, without pulling in the whole icon package (as components/close-icon.tsx).
const PATHS = {
  expand: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  up: 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z',
  down: 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z',
  remove: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
} as const;

export function PartIcon({ kind, ...props }: SvgIconProps & { kind: keyof typeof PATHS }) {
  return (
    <SvgIcon {...props}>
      <path d={PATHS[kind]} />
    </SvgIcon>
  );
}

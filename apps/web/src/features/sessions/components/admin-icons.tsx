import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** Material's paths for the few icons of the admin area, without the whole icon package. */
const PATHS = {
  valid:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  invalid: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z',
  more: 'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  expand: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  unpublished:
    'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
} as const;

/** Decorative: the text beside each icon says the same in words. */
export function AdminIcon({ kind, ...props }: SvgIconProps & { kind: keyof typeof PATHS }) {
  return (
    <SvgIcon aria-hidden="true" {...props}>
      <path d={PATHS[kind]} />
    </SvgIcon>
  );
}

import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { CLOSE_PATH } from './close-path';

/** The close cross (Material's path), without pulling in the whole icon package. */
export function CloseIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d={CLOSE_PATH} />
    </SvgIcon>
  );
}

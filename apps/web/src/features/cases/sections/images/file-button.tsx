import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * A button that opens the file picker: the hidden input sits in its label, and is emptied
 * once read, so that the same file chosen again is a new choice.
 */
export function FileButton({
  variant,
  size,
  accept,
  disabled,
  inputLabel,
  onFile,
  children,
}: Pick<ButtonProps, 'variant' | 'size'> & {
  accept: string;
  disabled: boolean;
  /** The input's own name, when the button's words do not say which file it takes. */
  inputLabel?: string;
  onFile: (file: File | undefined) => void;
  children: ReactNode;
}) {
  return (
    <Button variant={variant} size={size} component="label" disabled={disabled}>
      {children}
      <input
        type="file"
        accept={accept}
        hidden
        disabled={disabled}
        aria-label={inputLabel}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Button>
  );
}

import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

/**
 * A button that opens the file picker, by pointer or keyboard: a real button that clicks the
 * hidden input, which is emptied once read, so that the same file chosen again is a new choice.
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
  /** The name of the button and its input, when the button's words do not say which file it takes. */
  inputLabel?: string;
  onFile: (file: File | undefined) => void;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        disabled={disabled}
        aria-label={inputLabel}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        disabled={disabled}
        aria-label={inputLabel ?? (typeof children === 'string' ? children : undefined)}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}

import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode, type Ref } from 'react';

type FieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'required' | 'inputRef'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  /** The <input> or <select> itself (the registration form's `register` passes it as `ref`). */
  ref?: Ref<HTMLInputElement | HTMLSelectElement>;
};

/**
 * MUI's outlined TextField, assembled from its parts with the theme's TextField defaults
 * (full width, dense, gold): TextField imports every variant and the menu select, about
 * 10 KB of gzipped JavaScript /register does without (docs/product.md#performance-budgets). Same markup: a label
 * for the input, and the helper text tied to it by aria-describedby.
 */
export function OutlinedField({ label, helperText, error, required, id, ref, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth margin="dense" color="secondary" error={error} required={required}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} inputRef={ref} aria-describedby={helperId} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** The same field as a native <select> (TextField's `select` with `native`), its label always up. */
export function NativeSelectField({
  label,
  id,
  ref,
  children,
  ...select
}: Omit<FieldProps, 'helperText' | 'error' | 'required'> & { children: ReactNode }) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FormControl fullWidth margin="dense" color="secondary">
      <InputLabel htmlFor={selectId} id={`${selectId}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect input={<OutlinedInput label={label} notched {...select} inputRef={ref} />} id={selectId}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}

import Paper, { type PaperProps } from '@mui/material/Paper';
import type { Ref } from 'react';
import { LanguageSelect } from '../../../components/language-select';

/**
 * The sign-in dialog's sheet, and beside it, on the page rather than in the dialog (which
 * keeps exactly the fields of docs/product.md#login-dialog), the language select: a game master reads the sign-in
 * in their language, and the device remembers it across reloads
 * (docs/decisions/0011-back-leave-and-language.md). Inside the modal, so that it can be
 * reached by keyboard and is not hidden from screen readers while the dialog is open.
 */
export function SignInPaper({ ref, ...props }: PaperProps & { ref?: Ref<HTMLDivElement> }) {
  return (
    <>
      <Paper ref={ref} {...props} />
      <Paper
        elevation={8}
        data-testid="sign-in-language"
        sx={{ position: 'fixed', top: 12, right: 12, p: 1.5, pt: 2 }}
      >
        <LanguageSelect />
      </Paper>
    </>
  );
}

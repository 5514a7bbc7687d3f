import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { SnackbarMessage } from './snackbar-view';

// The snackbar's components come with its first message, not with /register (docs/product.md#performance-budgets).
const SnackbarView = lazy(() =>
  import('./snackbar-view').then((module) => ({ default: module.SnackbarView })),
);

interface SnackbarApi {
  showError: (message: string) => void;
  /** The same snackbar for good news (push turned on…), said politely to screen readers. */
  showMessage: (message: string) => void;
}

const SnackbarContext = createContext<SnackbarApi>({
  showError: () => undefined,
  showMessage: () => undefined,
});

/**
 * docs/product.md#error-snackbar: one snackbar for the whole app, shown by `useSnackbar()`
 * (lib/snackbar-view.tsx).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | undefined>();
  // Once shown, the snackbar stays mounted, so that it can play its closing transition.
  const [used, setUsed] = useState(false);
  const show = useCallback((text: string, error: boolean) => {
    setUsed(true);
    setMessage({ text, id: Date.now(), error });
  }, []);
  const api = useMemo(
    () => ({
      showError: (text: string) => show(text, true),
      showMessage: (text: string) => show(text, false),
    }),
    [show],
  );
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setMessage(undefined);
  };

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SnackbarView message={message} onClose={close} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}

export const useSnackbar = () => useContext(SnackbarContext);

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import type { SnackbarMessage } from './snackbar-view';

// The snackbar's components come with its first message, not with the app's first chunk (docs/product.md#performance-budgets).
const SnackbarView = lazy(() =>
  import('./snackbar-view').then((module) => ({ default: module.SnackbarView })),
);

interface SnackbarApi {
  showError: (message: string) => void;
  /** The same snackbar for good news (push turned on…), said politely to screen readers. */
  showMessage: (message: string) => void;
  /** Closes the message shown, if any: what it said no longer holds. */
  dismiss: () => void;
}

const SnackbarContext = createContext<SnackbarApi>({
  showError: () => undefined,
  showMessage: () => undefined,
  dismiss: () => undefined,
});

/** Told by SnackbarPageWatcher that the page changed. */
const PageChangeContext = createContext<(pathname: string) => void>(() => undefined);

/**
 * docs/product.md#error-snackbar: one snackbar for the whole app, shown by `useSnackbar()`
 * and drawn by SnackbarView.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | undefined>();
  // Once shown, the snackbar stays mounted, so that it can play its closing transition.
  const [used, setUsed] = useState(false);
  // The page shown now, and the page the message belongs to: a message closes when the page
  // changes. (What the game says to a player it sends back to registration goes with the
  // navigation, and the registration page shows it.)
  const shownPage = useRef<string | undefined>(undefined);
  const page = useRef<string | undefined>(undefined);
  const show = useCallback((text: string, error: boolean) => {
    setUsed(true);
    page.current = shownPage.current;
    setMessage({ text, id: Date.now(), error });
  }, []);
  const api = useMemo(
    () => ({
      showError: (text: string) => show(text, true),
      showMessage: (text: string) => show(text, false),
      dismiss: () => setMessage(undefined),
    }),
    [show],
  );
  // A wrong password's refusal has nothing to say on the page the next sign-in opens.
  const pageChanged = useCallback((pathname: string) => {
    shownPage.current = pathname;
    if (page.current !== undefined && page.current !== pathname) setMessage(undefined);
  }, []);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setMessage(undefined);
  };

  return (
    <SnackbarContext.Provider value={api}>
      <PageChangeContext.Provider value={pageChanged}>{children}</PageChangeContext.Provider>
      {used && (
        <Suspense fallback={null}>
          <SnackbarView message={message} onClose={close} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}

export const useSnackbar = () => useContext(SnackbarContext);

/** Inside the router: closes the snackbar when the page changes (docs/product.md#error-snackbar). */
export function SnackbarPageWatcher() {
  const { pathname } = useLocation();
  const pageChanged = useContext(PageChangeContext);
  useEffect(() => pageChanged(pathname), [pathname, pageChanged]);
  return null;
}

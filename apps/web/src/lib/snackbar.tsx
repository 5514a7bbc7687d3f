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

// The snackbar's components come with its first message, not with /register (docs/product.md#performance-budgets).
const SnackbarView = lazy(() =>
  import('./snackbar-view').then((module) => ({ default: module.SnackbarView })),
);

interface ShowOptions {
  /**
   * Said on this page for the next one: the page about to open (a player sent back to
   * registration) keeps it. Any other message closes when the page changes.
   */
  forNextPage?: boolean;
}

interface SnackbarApi {
  showError: (message: string, options?: ShowOptions) => void;
  /** The same snackbar for good news (push turned on…), said politely to screen readers. */
  showMessage: (message: string, options?: ShowOptions) => void;
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
 * (lib/snackbar-view.tsx).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | undefined>();
  // Once shown, the snackbar stays mounted, so that it can play its closing transition.
  const [used, setUsed] = useState(false);
  // The page shown now, and the page the message belongs to (null: the next one).
  const shownPage = useRef<string | undefined>(undefined);
  const page = useRef<string | null | undefined>(undefined);
  const show = useCallback((text: string, error: boolean, options?: ShowOptions) => {
    setUsed(true);
    page.current = options?.forNextPage ? null : shownPage.current;
    setMessage({ text, id: Date.now(), error });
  }, []);
  const api = useMemo(
    () => ({
      showError: (text: string, options?: ShowOptions) => show(text, true, options),
      showMessage: (text: string, options?: ShowOptions) => show(text, false, options),
      dismiss: () => setMessage(undefined),
    }),
    [show],
  );
  // A wrong password's refusal has nothing to say on the page the next sign-in opens.
  const pageChanged = useCallback((pathname: string) => {
    shownPage.current = pathname;
    if (page.current === null) page.current = pathname;
    else if (page.current !== undefined && page.current !== pathname) setMessage(undefined);
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

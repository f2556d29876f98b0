import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/ui/useHydrated';

export type Theme = 'light' | 'dark';

/** localStorage key; index.html reads it too, to apply the theme before the first paint. */
export const themeStorageKey = 'hobbyhub-theme';

function initialTheme(): Theme {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage can be blocked (private mode): fall back to the system preference.
  }
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

interface ThemeState {
  theme: Theme;
  toggleTheme(): void;
}

const ThemeContext = createContext<ThemeState | null>(null);

/** The stored or system theme never changes under a page on its own: nothing to subscribe to. */
const noSubscription = () => () => {};

/**
 * Light or dark: the system's until the person picks one, then theirs across visits; dark sets
 * `data-theme="dark"` on the body. The server's prerender knows neither, so it renders light and
 * a hydrating browser starts from light too (React re-renders with the real theme at once, with
 * no mismatch); the page itself is already dark by then (index.html's script).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [picked, setPicked] = useState<Theme | null>(null);
  const initial = useSyncExternalStore<Theme>(noSubscription, initialTheme, () => 'light');
  // False only while hydrating, when `initial` is the server's light rather than the real theme.
  const known = useHydrated();
  const theme = picked ?? initial;

  useEffect(() => {
    if (!known) return;
    if (theme === 'dark') document.body.dataset.theme = 'dark';
    else delete document.body.dataset.theme;
  }, [theme, known]);

  // Only a theme the person picks is remembered: until then the system's preference applies.
  const toggleTheme = useCallback(
    () =>
      setPicked((current) => {
        const next = (current ?? initialTheme()) === 'dark' ? 'light' : 'dark';
        try {
          localStorage.setItem(themeStorageKey, next);
        } catch {
          // Not remembered, still applied.
        }
        return next;
      }),
    [],
  );
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const theme = use(ThemeContext);
  if (!theme) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return theme;
}

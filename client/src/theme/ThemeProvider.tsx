import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

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

/** Light or dark: the system's until the person picks one, then theirs across visits; dark sets `data-theme="dark"` on the body. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(initialTheme);

  useEffect(() => {
    if (theme === 'dark') document.body.dataset.theme = 'dark';
    else delete document.body.dataset.theme;
  }, [theme]);

  // Only a theme the person picks is remembered: until then the system's preference applies.
  const toggleTheme = useCallback(
    () =>
      setTheme((current) => {
        const next = current === 'dark' ? 'light' : 'dark';
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

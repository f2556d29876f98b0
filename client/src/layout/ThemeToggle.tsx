import { useTheme } from '@/theme/ThemeProvider';
import { MoonIcon, SunIcon } from '@/ui/icons';

/** Sun in dark mode (switch to light), moon in light mode (switch to dark). */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      onClick={toggleTheme}
      aria-pressed={dark}
      aria-label="Dark theme"
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
    >
      {dark ? <SunIcon data-icon="sun" /> : <MoonIcon data-icon="moon" />}
    </button>
  );
}

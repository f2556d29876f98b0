import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from '@/layout/ThemeToggle';
import { ThemeProvider, themeStorageKey } from '@/theme/ThemeProvider';

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

describe('theme toggle', () => {
  it('flips the dark theme attribute on the body and the sun/moon icon', async () => {
    const user = userEvent.setup();
    renderToggle();
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.body).not.toHaveAttribute('data-theme');
    expect(toggle.querySelector('[data-icon="moon"]')).not.toBeNull();

    await user.click(toggle);
    expect(document.body).toHaveAttribute('data-theme', 'dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle.querySelector('[data-icon="sun"]')).not.toBeNull();

    await user.click(toggle);
    expect(document.body).not.toHaveAttribute('data-theme');
    expect(toggle.querySelector('[data-icon="moon"]')).not.toBeNull();
  });

  it('is remembered across visits', async () => {
    const user = userEvent.setup();
    const first = renderToggle();
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    first.unmount();

    renderToggle();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.body).toHaveAttribute('data-theme', 'dark');
  });
});

describe('theme before a pick', () => {
  it('follows the system preference and remembers nothing until the person picks', () => {
    localStorage.clear();
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      renderToggle();
      expect(document.body).toHaveAttribute('data-theme', 'dark');
      expect(localStorage.getItem(themeStorageKey)).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});

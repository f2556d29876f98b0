import { useEffect } from 'react';

const appName = 'HobbyHub';

/** `<name> · HobbyHub`, or `HobbyHub` alone for the empty name (the home page). */
export const pageTitle = (name: string): string => (name ? `${name} · ${appName}` : appName);

/**
 * Gives the page its own document title, so tabs, history and screen readers can tell pages
 * apart. `undefined` leaves the title to a nested page (a layout route showing a child).
 */
export function usePageTitle(name: string | undefined): void {
  useEffect(() => {
    if (name !== undefined) document.title = pageTitle(name);
  }, [name]);
}

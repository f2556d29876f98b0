import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Footer } from '@/layout/Footer';
import { Navbar } from '@/layout/Navbar';
import { ServerBusyNotice } from '@/layout/ServerBusyNotice';

/** The shared layout: sticky navbar, the page, the footer; a progress bar while a page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div
        className={busy ? 'nav-progress active' : 'nav-progress'}
        role="progressbar"
        aria-label="Loading page"
        aria-hidden={!busy}
      />
      <Navbar />
      <ServerBusyNotice />
      <main id="main" className="app-main" tabIndex={-1} aria-busy={busy}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

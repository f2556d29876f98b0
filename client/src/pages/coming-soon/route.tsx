import { Link } from 'react-router-dom';
import { paths } from '@/paths';
import { usePageTitle } from '@/ui/usePageTitle';

export function Component() {
  usePageTitle('Coming Soon');
  return (
    <section className="container narrow state-panel page">
      <img src="/images/coming-soon.svg" alt="" width="240" height="160" />
      <h1>Coming Soon</h1>
      <p className="muted">We are building our public API and its documentation. Check back soon.</p>
      <Link className="btn btn-primary" to={paths.home.getHref()}>
        Back to homepage
      </Link>
    </section>
  );
}

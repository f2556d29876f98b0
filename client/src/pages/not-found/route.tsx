import { Link } from 'react-router-dom';
import { paths } from '@/paths';
import { usePageTitle } from '@/ui/usePageTitle';

export function Component() {
  usePageTitle('Page not found');
  return (
    <section className="container narrow state-panel page">
      <p className="big-code" aria-hidden="true">
        404
      </p>
      <h1>Sorry, we couldn&apos;t find this page.</h1>
      <p className="muted">The page may have moved, or the address may be mistyped.</p>
      <Link className="btn btn-primary" to={paths.home.getHref()}>
        Back to homepage
      </Link>
    </section>
  );
}

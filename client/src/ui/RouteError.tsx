import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/paths';

/** Per-route error boundary: says what went wrong instead of leaving a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page. Please try again.';
  return (
    <section className="container narrow state-panel" role="alert">
      <h1>Something went wrong</h1>
      <p>{detail}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="btn btn-ghost" to={paths.home.getHref()}>
          Back to homepage
        </Link>
      </div>
    </section>
  );
}

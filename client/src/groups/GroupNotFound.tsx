import { Link, useRouteError } from 'react-router-dom';
import { graphQLErrorCode } from '@/apollo/errors';
import { paths } from '@/paths';
import { RouteError } from '@/ui/RouteError';

/** SPEC's "Group not found!", for the group's pages. */
export function GroupNotFound() {
  return (
    <section className="container narrow state-panel">
      <h1>Group not found!</h1>
      <p className="muted">It may have been deleted, or the link is wrong.</p>
      <Link className="btn btn-primary" to={paths.allGroups.getHref()}>
        Browse all groups
      </Link>
    </section>
  );
}

/** The group's pages' error boundary: an unknown or malformed id is "not found"; anything else is a real error. */
export function GroupRouteError() {
  const code = graphQLErrorCode(useRouteError());
  return code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? <GroupNotFound /> : <RouteError />;
}

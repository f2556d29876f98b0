import { Link } from 'react-router-dom';
import { paths } from '@/paths';

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

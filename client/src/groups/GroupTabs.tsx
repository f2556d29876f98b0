import { NavLink } from 'react-router-dom';
import { paths } from '@/paths';
import '@/groups/GroupTabs.css';

/** The group's two views, About (the group page) and Discussion, as links: each is its own page. */
export function GroupTabs({ groupId }: { groupId: string }) {
  const tab = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'group-tabs__tab group-tabs__tab--active' : 'group-tabs__tab';
  return (
    <nav className="group-tabs" aria-label="Group">
      <NavLink className={tab} to={paths.groupDetails.getHref(groupId)} end>
        About
      </NavLink>
      <NavLink className={tab} to={paths.groupDiscussion.getHref(groupId)}>
        Discussion
      </NavLink>
    </nav>
  );
}

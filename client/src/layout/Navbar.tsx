import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import { ThemeToggle } from '@/layout/ThemeToggle';
import { UserAvatar } from '@/layout/UserAvatar';
import { NotificationBell } from '@/notifications/NotificationBell';
import { NotificationBellQuery } from '@/notifications/documents';
import { paths } from '@/paths';
import { CloseIcon, MenuIcon } from '@/ui/icons';
import { useToast } from '@/ui/toast/ToastProvider';
import '@/layout/Navbar.css';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

/**
 * Whether the signed-in person is a site admin (ADMIN_UIDS or the `admin` claim), as the bell's
 * query answered it: read from the cache, so the Admin link costs no request. False until that
 * answer says so; sign-out clears the cache, and the link with it.
 */
function useIsAdmin(signedIn: boolean): boolean {
  const { data } = useQuery(NotificationBellQuery, { fetchPolicy: 'cache-only', skip: !signedIn });
  return signedIn && data?.viewer?.isAdmin === true;
}

export function Navbar() {
  const { user, logOut } = useAuth();
  const toast = useToast();
  const location = useLocation();
  // The mobile menu belongs to the page it was opened on: choosing a link (or going back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  const menuId = useId();
  const closeMenu = () => setOpenOn(null);
  const isAdmin = useIsAdmin(user !== null);

  const onLogOut = async () => {
    closeMenu();
    try {
      await logOut();
      toast({ title: 'Logout Success', icon: 'success' });
    } catch (error) {
      console.error(error);
    }
  };

  return (
    <header className="navbar">
      <nav className="navbar__inner container" aria-label="Main">
        <Link to={paths.home.getHref()} className="brand" onClick={closeMenu}>
          <img src="/images/logo.svg" alt="" width="36" height="36" />
          <span>HobbyHub</span>
        </Link>
        <div className="navbar__end">
          <ThemeToggle />
          {user && <NotificationBell uid={user.uid} onNavigate={closeMenu} />}
          {user && <UserAvatar user={user} onNavigate={closeMenu} />}
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label="Menu"
            onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
        <div
          id={menuId}
          className={['navbar__menu', menuOpen && 'open', isAdmin && 'navbar__menu--crowded'].filter(Boolean).join(' ')}
        >
          <ul className="nav-links">
            <li>
              <NavLink to={paths.home.getHref()} className={navClass} onClick={closeMenu} end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.allGroups.getHref()} className={navClass} onClick={closeMenu}>
                All Groups
              </NavLink>
            </li>
            {user && (
              <>
                <li>
                  <NavLink to={paths.createGroup.getHref()} className={navClass} onClick={closeMenu}>
                    Create Groups
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.myGroups.getHref()} className={navClass} onClick={closeMenu}>
                    My Groups
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.joinedGroups.getHref()} className={navClass} onClick={closeMenu}>
                    Joined Groups
                  </NavLink>
                </li>
                {isAdmin && (
                  <li>
                    <NavLink to={paths.admin.getHref()} className={navClass} onClick={closeMenu}>
                      Admin
                    </NavLink>
                  </li>
                )}
              </>
            )}
            <li>
              <NavLink to={paths.aboutUs.getHref()} className={navClass} onClick={closeMenu}>
                About Us
              </NavLink>
            </li>
          </ul>
          <div className="nav-actions">
            {user ? (
              <>
                <Link to={paths.dashboard.getHref()} className="btn btn-primary btn-sm" onClick={closeMenu}>
                  Dashboard
                </Link>
                <button type="button" className="btn btn-ghost btn-sm" onClick={onLogOut}>
                  Log Out
                </button>
              </>
            ) : (
              <>
                <NavLink to={paths.login.getHref()} className="btn btn-ghost btn-sm" onClick={closeMenu}>
                  Login
                </NavLink>
                <NavLink to={paths.signup.getHref()} className="btn btn-primary btn-sm" onClick={closeMenu}>
                  Sign Up
                </NavLink>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}

import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuthUser } from '@/auth/types';
import { paths } from '@/paths';

/**
 * The round photo of the signed-in user, linking to their profile; hovering or focusing shows
 * their name, or 'User'.
 */
export function UserAvatar({ user, onNavigate }: { user: AuthUser; onNavigate?: () => void }) {
  const [broken, setBroken] = useState<string | null>(null);
  const tooltipId = useId();
  const name = user.displayName || 'User';
  const initial = name.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Link
      to={paths.profile.getHref()}
      className="avatar"
      aria-label="Your profile"
      aria-describedby={tooltipId}
      onClick={onNavigate}
    >
      {/* A photo that failed to load is retried only when the URL changes (a new photo). */}
      {user.photoURL && broken !== user.photoURL ? (
        <img src={user.photoURL} alt="" referrerPolicy="no-referrer" onError={() => setBroken(user.photoURL)} />
      ) : (
        <span className="avatar__initial" aria-hidden="true">
          {initial}
        </span>
      )}
      <span role="tooltip" id={tooltipId} className="avatar__tooltip">
        {name}
      </span>
    </Link>
  );
}

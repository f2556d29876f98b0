import { useId, useState } from 'react';
import type { AuthUser } from '@/auth/types';

/** The round photo of the signed-in user; hovering or focusing shows their name, or 'User'. */
export function UserAvatar({ user }: { user: AuthUser }) {
  const [broken, setBroken] = useState(false);
  const tooltipId = useId();
  const name = user.displayName || 'User';
  const initial = name.trim().charAt(0).toUpperCase() || 'U';
  return (
    <span className="avatar" tabIndex={0} aria-describedby={tooltipId}>
      {user.photoURL && !broken ? (
        <img src={user.photoURL} alt={name} referrerPolicy="no-referrer" onError={() => setBroken(true)} />
      ) : (
        <span className="avatar__initial" role="img" aria-label={name}>
          {initial}
        </span>
      )}
      <span role="tooltip" id={tooltipId} className="avatar__tooltip">
        {name}
      </span>
    </span>
  );
}

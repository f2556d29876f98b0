import { UnauthenticatedError } from '@/errors';
import type { Viewer } from '@/auth/viewer';

/** The signed-in viewer, or UNAUTHENTICATED: every action that needs a person starts here. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

/** How a person is named to others: their display name, else the first part of their email. */
export function displayNameOf(viewer: Viewer): string {
  return viewer.displayName?.trim() || viewer.email?.split('@')[0] || 'Member';
}

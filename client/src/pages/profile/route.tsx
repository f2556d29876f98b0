import { useReadQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '@/gql';
import type { AppServices, LoaderData } from '@/services';
import { PageLoader } from '@/ui/PageLoader';
import { AccountDataSection } from '@/pages/profile/AccountDataSection';
import { PasswordForm } from '@/pages/profile/PasswordForm';
import { ProfileDetailsForm } from '@/pages/profile/ProfileDetailsForm';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/pages/profile/profile.css';

const ProfilePageQuery = graphql(`
  query ProfilePage {
    viewer {
      id
      email
      displayName
      photoURL
      signInProviders
      groupCount
      joinedGroupCount
    }
  }
`);

export function loader(_args: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  // Always current: the profile may have changed in another tab or on another device.
  return preloadQuery(ProfilePageQuery, { fetchPolicy: 'network-only' });
}

function ProfileSections() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const viewer = data.viewer;
  if (!viewer) return null;
  const hasPassword = viewer.signInProviders.includes('password');
  return (
    <>
      <p className="muted">Signed in as {viewer.email}</p>
      <ProfileDetailsForm displayName={viewer.displayName ?? ''} photoURL={viewer.photoURL ?? ''} />
      {hasPassword ? (
        <PasswordForm />
      ) : (
        <section className="card profile-section">
          <h2 className="section__title">Password</h2>
          <p>You sign in with Google, so your password lives with Google: change it in your Google account.</p>
        </section>
      )}
      <AccountDataSection groupCount={viewer.groupCount} joinedGroupCount={viewer.joinedGroupCount} />
    </>
  );
}

export function Component() {
  usePageTitle('Your Profile');
  return (
    <div className="container narrow page profile">
      <header className="page-header">
        <h1>Your Profile</h1>
      </header>
      <Suspense fallback={<PageLoader />}>
        <ProfileSections />
      </Suspense>
    </div>
  );
}

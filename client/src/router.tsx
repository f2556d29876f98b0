import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { requireUser } from '@/auth/requireUser';
import { RequireAuth } from '@/auth/RequireAuth';
import { RootLayout } from '@/layout/RootLayout';
import { paths } from '@/paths';
import type { AppServices, PageModule } from '@/services';
import { nextTask } from '@/ui/nextTask';
import { PageLoader } from '@/ui/PageLoader';
import { RouteError } from '@/ui/RouteError';

type LazyPage = () => Promise<PageModule>;

/** Lazily loads a page module and hands its loader the app's services (after the auth check, if protected). */
function page(services: AppServices, load: LazyPage, options: { protected?: boolean } = {}) {
  return async () => {
    const { loader, Component, ErrorBoundary = RouteError } = await load();
    // Evaluating the page's code and running its loader (which reads the cache) are two tasks.
    await nextTask();
    return {
      Component,
      ErrorBoundary,
      loader: async (args: Parameters<NonNullable<PageModule['loader']>>[0]) => {
        if (options.protected) await requireUser(args.request, services.auth);
        return loader ? loader(args, services) : null;
      },
    };
  };
}

const pages = {
  home: () => import('@/pages/home/route'),
  allGroups: () => import('@/pages/all-groups/route'),
  aboutUs: () => import('@/pages/about-us/route'),
  comingSoon: () => import('@/pages/coming-soon/route'),
  login: () => import('@/pages/login/route'),
  signup: () => import('@/pages/signup/route'),
  forgotPassword: () => import('@/pages/forgot-password/route'),
  groupDetails: () => import('@/pages/group-details/route'),
  groupInvite: () => import('@/pages/group-invite/route'),
  groupDiscussion: () => import('@/pages/group-discussion/route'),
  thread: () => import('@/pages/thread/route'),
  groupReports: () => import('@/pages/group-reports/route'),
  createGroup: () => import('@/pages/create-group/route'),
  updateGroup: () => import('@/pages/update-group/route'),
  myGroups: () => import('@/pages/my-groups/route'),
  joinedGroups: () => import('@/pages/joined-groups/route'),
  profile: () => import('@/pages/profile/route'),
  notifications: () => import('@/pages/notifications/route'),
  notificationSettings: () => import('@/pages/notification-settings/route'),
  dashboard: () => import('@/pages/dashboard/route'),
  myReports: () => import('@/pages/my-reports/route'),
  admin: () => import('@/pages/admin/route'),
  notFound: () => import('@/pages/not-found/route'),
} satisfies Record<string, LazyPage>;

export function createRoutes(services: AppServices): RouteObject[] {
  const publicPage = (load: LazyPage) => page(services, load);
  const protectedPage = (load: LazyPage) => page(services, load, { protected: true });
  return [
    {
      path: paths.home.path,
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        { index: true, lazy: publicPage(pages.home) },
        { path: paths.allGroups.path, lazy: publicPage(pages.allGroups) },
        { path: paths.aboutUs.path, lazy: publicPage(pages.aboutUs) },
        { path: paths.comingSoon.path, lazy: publicPage(pages.comingSoon) },
        { path: paths.login.path, lazy: publicPage(pages.login) },
        { path: paths.signup.path, lazy: publicPage(pages.signup) },
        { path: paths.forgotPassword.path, lazy: publicPage(pages.forgotPassword) },
        {
          Component: RequireAuth,
          children: [
            { path: paths.groupDetails.path, lazy: protectedPage(pages.groupDetails) },
            { path: paths.groupInvite.path, lazy: protectedPage(pages.groupInvite) },
            { path: paths.groupDiscussion.path, lazy: protectedPage(pages.groupDiscussion) },
            { path: paths.thread.path, lazy: protectedPage(pages.thread) },
            { path: paths.groupReports.path, lazy: protectedPage(pages.groupReports) },
            { path: paths.createGroup.path, lazy: protectedPage(pages.createGroup) },
            { path: paths.updateGroup.path, lazy: protectedPage(pages.updateGroup) },
            { path: paths.myGroups.path, lazy: protectedPage(pages.myGroups) },
            { path: paths.joinedGroups.path, lazy: protectedPage(pages.joinedGroups) },
            { path: paths.profile.path, lazy: protectedPage(pages.profile) },
            { path: paths.notifications.path, lazy: protectedPage(pages.notifications) },
            { path: paths.notificationSettings.path, lazy: protectedPage(pages.notificationSettings) },
            { path: paths.myReports.path, lazy: protectedPage(pages.myReports) },
            { path: paths.admin.path, lazy: protectedPage(pages.admin) },
            {
              path: paths.dashboard.path,
              lazy: protectedPage(pages.dashboard),
              children: [
                { path: paths.dashboard.allGroups.path, lazy: protectedPage(pages.allGroups) },
                { path: paths.dashboard.createGroup.path, lazy: protectedPage(pages.createGroup) },
                { path: paths.dashboard.myGroups.path, lazy: protectedPage(pages.myGroups) },
                { path: paths.dashboard.joinedGroups.path, lazy: protectedPage(pages.joinedGroups) },
              ],
            },
          ],
        },
        { path: '*', lazy: publicPage(pages.notFound) },
      ],
    },
  ];
}

export const createAppRouter = (services: AppServices) => createBrowserRouter(createRoutes(services));

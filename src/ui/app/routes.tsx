import { useMemo } from 'react'
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom'
import { BindingLayout, SUBSCRIBE_MANAGEMENT_PATH } from '../binding-layout/BindingLayout'
import { NotFoundPage } from '../not-found/NotFoundPage'
import { AppLayout } from './AppLayout'
import { type AppPages, defaultPages } from './lazy-pages'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { titled } from './route-title'

const capitalised = (word = '') => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * The routes of docs/product.md §2, rendered by AppRoutes under a BrowserRouter (the app) or a MemoryRouter (tests):
 * /profile/:handle, /profile, /binddid/:type/:value, / → /profile, /bind → /bind/subscribeManagement,
 * /bind/subscribeManagement inside the Binding Settings layout, and a bare 404 for anything else.
 * Each route sets its own tab title. `pages` replaces screens (tests give plain components instead of the
 * lazy chunks).
 */
export const createAppRoutes = (pages: Partial<AppPages> = {}): RouteObject[] => {
  const {
    ProfilePage,
    BindDidPage,
    SubscriptionPage,
    DappModals,
    ChatPage,
    ContactsPage,
    GroupPage,
    NotificationsPage,
  } = {
    ...defaultPages(),
    ...pages,
  }
  return [
    {
      path: '/',
      element: (
        // The last resort, for a shell that cannot render; pages and dialogs fail inside the layout.
        <RouteErrorBoundary>
          <AppLayout DappModals={DappModals} />
        </RouteErrorBoundary>
      ),
      children: [
        { index: true, element: <Navigate to="/profile" replace /> },
        { path: 'profile', element: titled('Your profile', <ProfilePage />) },
        { path: 'profile/:handle', element: titled(({ handle }) => `${handle} · Profile`, <ProfilePage />) },
        {
          path: 'binddid/:type/:value',
          element: titled(({ type }) => `Bind your ${capitalised(type)} account`, <BindDidPage />),
        },
        // The conversation screens (issue 9) come on top of the spec's routes, each its own chunk.
        { path: 'chat', element: titled('Messages', <ChatPage />) },
        { path: 'chat/:chatid', element: titled('Conversation', <ChatPage />) },
        { path: 'contacts', element: titled('Contacts', <ContactsPage />) },
        { path: 'groups/new', element: titled('New group', <GroupPage />) },
        { path: 'groups/:groupid', element: titled('Group', <GroupPage />) },
        { path: 'notifications', element: titled('Notifications', <NotificationsPage />) },
        {
          path: 'bind',
          element: <BindingLayout />,
          children: [
            { index: true, element: <Navigate to={SUBSCRIBE_MANAGEMENT_PATH} replace /> },
            {
              path: 'subscribeManagement',
              element: titled('Subscription management', <SubscriptionPage />),
            },
          ],
        },
      ],
    },
    { path: '*', element: titled('Page not found', <NotFoundPage />) },
  ]
}

/**
 * The routed screens. The declarative router (not the data router) keeps ~16 kB gzipped out of the
 * first download; the routes are the same objects either way.
 */
export const AppRoutes = ({ pages }: { pages?: Partial<AppPages> }) =>
  useRoutes(useMemo(() => createAppRoutes(pages), [pages]))

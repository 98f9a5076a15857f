import { Navigate, type RouteObject } from 'react-router-dom'
import { BindingLayout, SUBSCRIBE_MANAGEMENT_PATH } from '../binding-layout/BindingLayout'
import { NotFoundPage } from '../not-found/NotFoundPage'
import { AppLayout } from './AppLayout'
import { type AppPages, defaultPages } from './lazy-pages'
import { RouteError } from './RouteError'

/**
 * The routes of spec §2, for createBrowserRouter (the app) or createMemoryRouter (tests):
 * /profile/:handle, /profile, /binddid/:type/:value, / → /profile, /bind → /bind/subscribeManagement,
 * /bind/subscribeManagement inside the Binding Settings layout, and a bare 404 for anything else.
 * `pages` replaces screens (tests give plain components instead of the lazy chunks).
 */
export const createAppRoutes = (pages: Partial<AppPages> = {}): RouteObject[] => {
  const { ProfilePage, BindDidPage, SubscriptionPage, DappModals } = { ...defaultPages(), ...pages }
  return [
    {
      path: '/',
      element: <AppLayout DappModals={DappModals} />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/profile" replace /> },
        { path: 'profile', element: <ProfilePage /> },
        { path: 'profile/:handle', element: <ProfilePage /> },
        { path: 'binddid/:type/:value', element: <BindDidPage /> },
        {
          path: 'bind',
          element: <BindingLayout />,
          children: [
            { index: true, element: <Navigate to={SUBSCRIBE_MANAGEMENT_PATH} replace /> },
            { path: 'subscribeManagement', element: <SubscriptionPage /> },
          ],
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ]
}

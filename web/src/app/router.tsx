import { EXTENSION_CONNECT_PATH } from '@app/types';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminPage } from '../features/admin/AdminPage';
import { AnalyticsPage } from '../features/analytics/AnalyticsPage';
import { ApplicationsPage } from '../features/applications/ApplicationsPage';
import { ApplyAllPage } from '../features/outreach/ApplyAllPage';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage';
import { LoadingScreen } from '../features/auth/LoadingScreen';
import { SignedInPage } from '../features/auth/SignedInPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ExtensionConnectPage } from '../features/extension/ExtensionConnectPage';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ResultsPage } from '../features/results/ResultsPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { SubscribePage } from '../features/subscribe/SubscribePage';
import { useCurrentUser } from './auth';

/** `/`: the dashboard when signed in, the landing page otherwise (spec route table). */
function Home() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <LandingPage />;
  return (
    <SignedInPage title="Job Search">
      <DashboardPage />
    </SignedInPage>
  );
}

const signedIn = (path: string, title: string, element: ReactNode): RouteObject => ({
  path,
  element: <SignedInPage title={title}>{element}</SignedInPage>,
});

/** Public pages are split into their own chunks: a signed-in session rarely needs them. */
const publicPage = (path: string, load: () => Promise<{ default: () => ReactNode }>): RouteObject => ({
  path,
  HydrateFallback: LoadingScreen,
  lazy: async () => ({ Component: (await load()).default }),
});

const page =
  <K extends string>(name: K) =>
  (module: Record<K, () => ReactNode>) => ({ default: module[name] });

export const routes: RouteObject[] = [
  { path: '/', element: <Home /> },
  signedIn('/search', 'Job Search', <DashboardPage />),
  signedIn('/results/:requestId', 'Search Results', <ResultsPage />),
  signedIn('/applications', 'Email Applications', <ApplicationsPage />),
  signedIn('/apply-all/:batchId', 'Apply to All', <ApplyAllPage />),
  signedIn('/analytics', 'Analytics', <AnalyticsPage />),
  signedIn('/settings', 'Settings', <SettingsPage />),
  signedIn('/subscribe', 'Upgrade to Pro', <SubscribePage />),
  signedIn('/admin', 'Admin', <AdminPage />),
  signedIn(EXTENSION_CONNECT_PATH, 'Browser extension', <ExtensionConnectPage />),
  { path: '/auth/callback', element: <AuthCallbackPage /> },
  { path: '/homepage', element: <Navigate to="/" replace /> },
  // Pages link to /dashboard (payment success, admin gate); the dashboard lives at /.
  { path: '/dashboard', element: <Navigate to="/" replace /> },
  publicPage('/terms', () => import('../features/public/TermsPage').then(page('TermsPage'))),
  publicPage('/terms-of-service', () =>
    import('../features/public/TermsOfServicePage').then(page('TermsOfServicePage')),
  ),
  publicPage('/privacy-policy', () => import('../features/public/PrivacyPolicyPage').then(page('PrivacyPolicyPage'))),
  publicPage('/privacy', () => import('../features/public/PrivacyPage').then(page('PrivacyPage'))),
  publicPage('/refund-policy', () => import('../features/public/RefundPolicyPage').then(page('RefundPolicyPage'))),
  publicPage('/shipping-and-delivery', () =>
    import('../features/public/ShippingAndDeliveryPage').then(page('ShippingAndDeliveryPage')),
  ),
  publicPage('/contact', () => import('../features/public/ContactPage').then(page('ContactPage'))),
  publicPage('/features', () => import('../features/public/FeaturesPage').then(page('FeaturesPage'))),
  publicPage('/how-it-works', () => import('../features/public/HowItWorksPage').then(page('HowItWorksPage'))),
  publicPage('/pricing', () => import('../features/public/PricingPage').then(page('PricingPage'))),
  publicPage('/sitemap', () => import('../features/public/SitemapPage').then(page('SitemapPage'))),
  publicPage('/payment-success', () =>
    import('../features/public/PaymentSuccessPage').then(page('PaymentSuccessPage')),
  ),
  publicPage('/payment-feedback', () =>
    import('../features/public/PaymentFeedbackPage').then(page('PaymentFeedbackPage')),
  ),
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter(routes);

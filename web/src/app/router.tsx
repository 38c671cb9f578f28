import { WEB_ROUTES, type WebRouteName } from '@app/types';
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
import { SavedSearchesPage } from '../features/saved-searches/SavedSearchesPage';
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

const signedIn = (title: string, element: ReactNode) => ({
  element: <SignedInPage title={title}>{element}</SignedInPage>,
});

/** Public pages are split into their own chunks: a signed-in session rarely needs them. */
const publicPage = (load: () => Promise<{ default: () => ReactNode }>) => ({
  HydrateFallback: LoadingScreen,
  lazy: async () => ({ Component: (await load()).default }),
});

const page =
  <K extends string>(name: K) =>
  (module: Record<K, () => ReactNode>) => ({ default: module[name] });

/** What each of the web's routes (`WEB_ROUTES`, shared with the API's 404 answer) renders; every one has a page. */
const PAGES: Record<WebRouteName, Omit<RouteObject, 'path' | 'index' | 'children'>> = {
  home: { element: <Home /> },
  search: signedIn('Job Search', <DashboardPage />),
  results: signedIn('Search Results', <ResultsPage />),
  applications: signedIn('Email Applications', <ApplicationsPage />),
  applyAll: signedIn('Apply to All', <ApplyAllPage />),
  savedSearches: signedIn('Saved searches', <SavedSearchesPage />),
  analytics: signedIn('Analytics', <AnalyticsPage />),
  settings: signedIn('Settings', <SettingsPage />),
  subscribe: signedIn('Upgrade to Pro', <SubscribePage />),
  admin: signedIn('Admin', <AdminPage />),
  extensionConnect: signedIn('Browser extension', <ExtensionConnectPage />),
  authCallback: { element: <AuthCallbackPage /> },
  homepage: { element: <Navigate to="/" replace /> },
  // Pages link to /dashboard (payment success, admin gate); the dashboard lives at /.
  dashboard: { element: <Navigate to="/" replace /> },
  terms: publicPage(() => import('../features/public/TermsPage').then(page('TermsPage'))),
  termsOfService: publicPage(() => import('../features/public/TermsOfServicePage').then(page('TermsOfServicePage'))),
  privacyPolicy: publicPage(() => import('../features/public/PrivacyPolicyPage').then(page('PrivacyPolicyPage'))),
  privacy: publicPage(() => import('../features/public/PrivacyPage').then(page('PrivacyPage'))),
  refundPolicy: publicPage(() => import('../features/public/RefundPolicyPage').then(page('RefundPolicyPage'))),
  shippingAndDelivery: publicPage(() =>
    import('../features/public/ShippingAndDeliveryPage').then(page('ShippingAndDeliveryPage')),
  ),
  contact: publicPage(() => import('../features/public/ContactPage').then(page('ContactPage'))),
  features: publicPage(() => import('../features/public/FeaturesPage').then(page('FeaturesPage'))),
  howItWorks: publicPage(() => import('../features/public/HowItWorksPage').then(page('HowItWorksPage'))),
  pricing: publicPage(() => import('../features/public/PricingPage').then(page('PricingPage'))),
  sitemap: publicPage(() => import('../features/public/SitemapPage').then(page('SitemapPage'))),
  paymentSuccess: publicPage(() => import('../features/public/PaymentSuccessPage').then(page('PaymentSuccessPage'))),
  paymentFeedback: publicPage(() => import('../features/public/PaymentFeedbackPage').then(page('PaymentFeedbackPage'))),
};

export const routes: RouteObject[] = [
  ...(Object.keys(WEB_ROUTES) as WebRouteName[]).map((name) => ({ path: WEB_ROUTES[name], ...PAGES[name] })),
  // Anything else: the 404 page (the API also answers such paths with status 404).
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter(routes);

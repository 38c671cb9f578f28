import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type WxtUnimportOptions } from 'wxt';

// unimport's plugin filter; WXT passes the options through to it, though its type leaves `exclude` out.
const autoImports: WxtUnimportOptions & { exclude: RegExp[] } = {
  exclude: [/[\\/]node_modules[\\/]/, /[\\/]packages[\\/]/],
};

/** Hosts the options page may ask for: the connect page of an app address other than the build-time one. */
const OPTIONAL_HOSTS = ['https://*/*', 'http://*/*'];

// The app's address is a setting (options page); its default is fixed at build time by WXT_API_URL.
export default defineConfig({
  // The polyfill module points `wxt/browser` at webextension-polyfill's `browser` in the build: one promise-based
  // API on Chromium and Firefox, where an onMessage listener answers by returning a promise (utils/messaging.ts
  // relies on it). Unit tests keep WXT's fake browser (they import `wxt/browser` without the alias).
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  // Auto-imports stay out of the shared packages: they would rewrite their code (a parameter named `storage`).
  // The extension's own files import explicitly too.
  imports: autoImports,
  vite: () => ({
    plugins: [tailwindcss()],
    resolve: { conditions: ['source'] },
  }),
  manifest: ({ browser, manifestVersion }) => ({
    name: 'JobReach',
    description: 'Find a verified contact for the job you are looking at and write to them from your own mailbox.',
    // No host permissions for the API: the panel signs in with a bearer token and the API answers CORS for it.
    // Firefox shows the panel as its sidebar (sidebar_action), which needs no permission.
    // `scripting` registers the connect content script for an app address set in the options page (the manifest's
    // covers the build-time one only); on its own it adds no install-time warning in Chromium.
    permissions: browser === 'firefox' ? ['storage', 'scripting'] : ['sidePanel', 'storage', 'scripting'],
    // That address's host, asked for on the options page's Save. Optional: no install-time warning in Chromium.
    // WXT drops optional_host_permissions from MV2 manifests, so Firefox's MV2 build lists them under
    // optional_permissions (where MV2 takes host patterns).
    ...(manifestVersion === 2
      ? { optional_permissions: OPTIONAL_HOSTS }
      : { optional_host_permissions: OPTIONAL_HOSTS }),
    // The toolbar button: opens the side panel (Chromium); Firefox's opens the sidebar.
    action: { default_title: 'JobReach' },
    // Firefox keeps storage.sync (the app address) under a fixed add-on id.
    ...(browser === 'firefox' ? { browser_specific_settings: { gecko: { id: 'extension@jobreach.app' } } } : {}),
  }),
});

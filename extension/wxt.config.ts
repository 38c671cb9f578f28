import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type WxtUnimportOptions } from 'wxt';

// unimport's plugin filter; WXT passes the options through to it, though its type leaves `exclude` out.
const autoImports: WxtUnimportOptions & { exclude: RegExp[] } = {
  exclude: [/[\\/]node_modules[\\/]/, /[\\/]packages[\\/]/],
};

// The app's address is a setting (options page); its default is fixed at build time by WXT_API_URL.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Auto-imports stay out of the shared packages: they would rewrite their code (a parameter named `storage`).
  // The extension's own files import explicitly too.
  imports: autoImports,
  vite: () => ({
    plugins: [tailwindcss()],
    resolve: { conditions: ['source'] },
  }),
  manifest: ({ browser }) => ({
    name: 'JobReach',
    description: 'Find a verified contact for the job you are looking at and write to them from your own mailbox.',
    // No host permissions for the API: the panel signs in with a bearer token and the API answers CORS for it.
    // Firefox shows the panel as its sidebar (sidebar_action), which needs no permission.
    permissions: browser === 'firefox' ? ['storage'] : ['sidePanel', 'storage'],
    // The toolbar button: opens the side panel (Chromium); Firefox's opens the sidebar.
    action: { default_title: 'JobReach' },
    // Firefox keeps storage.sync (the app address) under a fixed add-on id.
    ...(browser === 'firefox' ? { browser_specific_settings: { gecko: { id: 'extension@jobreach.app' } } } : {}),
  }),
});

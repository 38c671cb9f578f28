import { defineConfig } from 'wxt';

// The side panel runs against the same API as the web app; its address is fixed at build time
// (WXT_API_URL) and becomes a user setting when the extension issue lands.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Job Application Assistant',
    description: 'Find a verified contact for the job you are looking at and write to them from your own mailbox.',
    permissions: ['sidePanel', 'storage'],
  },
});

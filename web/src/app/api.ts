import { createApiClient } from '@app/client';

/** The web app talks to the API on its own origin. */
export const api = createApiClient();

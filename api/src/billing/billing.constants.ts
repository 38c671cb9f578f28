/** Where Paddle delivers webhooks; its body is kept raw (bootstrap.ts) so the signature can be checked on it. */
export const PADDLE_WEBHOOK_PATH = '/api/billing/paddle/webhook';

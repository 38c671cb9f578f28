import { escapeHtml } from '../common/escape-html.js';

/** A small page of its own (no app bundle): it must work signed out, from any mail client's link. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · JobReach</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f8fafc; color: #0f172a;
         display: grid; place-items: center; min-height: 100vh; margin: 0; padding: 1rem; box-sizing: border-box; }
  main { background: #fff; border: 1px solid #e2e8f0; border-radius: 0.75rem; padding: 2rem; max-width: 28rem; }
  h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  p { color: #475569; line-height: 1.5; }
  button { background: #1d4ed8; color: #fff; border: 0; border-radius: 0.375rem; padding: 0.6rem 1rem;
           font-size: 0.95rem; cursor: pointer; }
  a { color: #1d4ed8; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** GET: asks before acting (link checkers and mail scanners open links; only a POST unsubscribes). */
export function confirmUnsubscribePage(actionUrl: string, email: string): string {
  return page(
    'Stop job alert emails?',
    `<h1>Stop job alert emails?</h1>
<p>${escapeHtml(email)} will no longer get the daily email of new jobs from saved searches. The searches keep running,
and new jobs still show in the app.</p>
<form method="post" action="${escapeHtml(actionUrl)}"><button type="submit" data-testid="confirm-unsubscribe">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(appUrl: string): string {
  return page(
    'Unsubscribed',
    `<h1>You are unsubscribed</h1>
<p>No more job alert emails will be sent. You can turn them on again in
<a href="${escapeHtml(appUrl)}/settings">Settings → Notification preferences</a>.</p>`,
  );
}

export function invalidUnsubscribeLinkPage(appUrl: string): string {
  return page(
    'Link not valid',
    `<h1>This unsubscribe link is not valid</h1>
<p>It may have been cut short by your mail app. You can turn job alert emails off in
<a href="${escapeHtml(appUrl)}/settings">Settings → Notification preferences</a>.</p>`,
  );
}

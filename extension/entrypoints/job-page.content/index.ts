import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPage } from '../../utils/job-page';
import { JOB_PAGE_MATCHES, STAND_IN_JOB_PAGE_MATCHES } from '../../utils/match-patterns';
import { sendToBackground } from '../../utils/messaging';

/** Hints can render after the URL changes (a single-page app); read them once more a little later. */
const HINT_RETRY_MS = 1500;
/** After a click, time for the list to mark the picked card. */
const CARD_PICK_MS = 300;

export default defineContentScript({
  matches: [...JOB_PAGE_MATCHES, ...(import.meta.env.MODE === 'development' ? STAND_IN_JOB_PAGE_MATCHES : [])],
  runAt: 'document_idle',
  main(ctx) {
    // Only the job id and hints leave the page; the extension's token never comes here.
    const report = () => {
      const page = reportPage(location.href, document);
      void sendToBackground({ type: 'page-report', report: page }).catch(() => undefined);
      return page;
    };
    // The list and the hints can render after the URL changes: read once more a little later.
    const reportTwice = () => {
      const first = report();
      if (!first.jobId || !first.hints.title || !first.hints.companyName) ctx.setTimeout(report, HINT_RETRY_MS);
    };
    reportTwice();
    ctx.addEventListener(window, 'wxt:locationchange', reportTwice);
    // Picking a card of the signed-in list need not change the URL; the selected card names the job then.
    ctx.addEventListener(document, 'click', () => ctx.setTimeout(report, CARD_PICK_MS));
  },
});

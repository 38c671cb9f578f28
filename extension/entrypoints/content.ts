export default defineContentScript({
  matches: ['https://www.linkedin.com/jobs/*'],
  main() {
    // Filled in by the extension issue: read the job id from the URL and send it to the panel.
  },
});

/**
 * A background chore (a sweeper): runs now and then every `everyMs`, never two runs at once; a failed run is
 * reported and the next one comes as usual. `stop()` waits for the run under way, so it finishes before the
 * database connections close.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(everyMs: number): void {
    const runInBackground = () => {
      this.running ??= this.task()
        .catch(this.onError)
        .finally(() => (this.running = undefined));
    };
    this.timer = setInterval(runInBackground, everyMs);
    runInBackground();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

/** The parts of hoodiecrow-imap (a scriptable IMAP4rev1 server, no types of its own) the stand-in uses. */
declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';

  interface HoodiecrowOptions {
    plugins?: string[];
    users?: Record<string, { password: string; xoauth2?: unknown }>;
    storage?: Record<string, unknown>;
    debug?: boolean;
  }

  interface HoodiecrowServer {
    server: Server;
    listen(port: number, host: string, callback: () => void): void;
    close(callback?: () => void): void;
    getMailbox(path: string): unknown;
    appendMessage(mailbox: unknown, flags: string[], internaldate: Date, raw: string): void;
  }

  export default function hoodiecrow(options?: HoodiecrowOptions): HoodiecrowServer;
}

// The command line: `node dist/cli.js <command> …`. Each command is one entry of COMMANDS; commands that need the
// app (database, Nest) should import it inside `run`, so that light commands such as `parse` start instantly.
import { readFile } from 'node:fs/promises';
import { MarkupNotUnderstood, parseCompanyPage, parseJobPage, parseSearchCards } from './jobs-site/parsers/index.js';

const DEFAULT_SITE_URL = 'https://www.linkedin.com';

/**
 * A mistake in the command line: answered with the usage line and exit code 2. `parse` also exits 2 when the page
 * is of the kind asked for but its markup is not understood (MarkupNotUnderstood), and 1 when the file is unreadable.
 */
class UsageError extends Error {}

interface Command {
  usage: string;
  /** Resolves to the process exit code. */
  run(args: string[]): Promise<number>;
}

const PARSERS = {
  search: (html: string, baseUrl: string) => parseSearchCards(html, { baseUrl, now: new Date() }),
  job: (html: string, baseUrl: string) => parseJobPage(html, { baseUrl, now: new Date() }),
  company: (html: string, baseUrl: string) => parseCompanyPage(html, { baseUrl }),
} as const;

type PageKind = keyof typeof PARSERS;

function isPageKind(value: string | undefined): value is PageKind {
  return value !== undefined && Object.hasOwn(PARSERS, value);
}

const parse: Command = {
  usage: 'parse search|job|company FILE [--base-url URL]',
  async run(args) {
    const { positional, baseUrl } = readParseArgs(args);
    const [kind, file, ...extra] = positional;
    if (!isPageKind(kind) || !file || extra.length > 0) throw new UsageError();
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`cli: cannot read ${file}: ${reason}`);
      return 1;
    }
    let parsed: unknown;
    try {
      parsed = PARSERS[kind](html, baseUrl);
    } catch (error) {
      if (!(error instanceof MarkupNotUnderstood)) throw error;
      console.error(
        `cli: markup not understood: ${error.problem}. The site's markup has changed; the parsers need a new strategy.`,
      );
      return 2;
    }
    process.stdout.write(`${JSON.stringify(parsed, null, 2)}\n`);
    return 0;
  },
};

const COMMANDS: Record<string, Command> = { parse };

/** Positional arguments and the site's base URL (`--base-url`, else JOBS_SITE_URL, else the real site). */
function readParseArgs(args: string[]): { positional: string[]; baseUrl: string } {
  const positional: string[] = [];
  let baseUrl = process.env['JOBS_SITE_URL'] || DEFAULT_SITE_URL;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--base-url') {
      baseUrl = args[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--base-url=')) {
      baseUrl = arg.slice('--base-url='.length);
    } else if (arg.startsWith('--')) {
      throw new UsageError();
    } else {
      positional.push(arg);
    }
  }
  if (!URL.canParse(baseUrl)) throw new UsageError();
  return { positional, baseUrl };
}

function usage(): string {
  return `usage: cli ${Object.values(COMMANDS)
    .map((command) => command.usage)
    .join(' | ')}`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  try {
    if (!command) throw new UsageError();
    return await command.run(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(command ? `usage: cli ${command.usage}` : usage());
      return 2;
    }
    console.error(`cli: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

// exitCode rather than exit(): lets a long JSON answer finish flushing to a pipe.
process.exitCode = await main(process.argv.slice(2));

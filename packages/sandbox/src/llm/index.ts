import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { listClaims, type StandInClaim } from './claim-lister.js';
import { EMBELLISH_KINDS, type EmbellishKind, type Invention } from './embellish.js';
import { readPrompt, writeEmail } from './email-writer.js';

export { listClaims, type ListingMode, type StandInClaim } from './claim-lister.js';
export { EMBELLISH_KINDS, type EmbellishKind, type Invention } from './embellish.js';
export { readPrompt, sharedSkills, writeEmail, type PromptFacts, type WrittenEmail } from './email-writer.js';

/** The only key the stand-in accepts (OPENAI_API_KEY); anything else is refused like a wrong key at OpenAI. */
export const SANDBOX_OPENAI_API_KEY = 'sandbox-openai-key';

/** Models the stand-in lists; it answers for any model name, like most compatible servers. */
export const SANDBOX_LLM_MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini'] as const;

/**
 * Failures and misbehaviours on demand, for the next `times` chat completions they apply to:
 * - any request: `rate_limit` (429 in OpenAI's error shape, with retry-after), `timeout` (the answer is held for
 *   `holdMs`, longer than the client waits), `server_error` (500 in OpenAI's error shape);
 * - email writing: `invent_claims` (a fixed invented sentence), `embellish` (one invented claim per kind in `kinds`,
 *   all kinds by default, in the email's language), `placeholders` ("[Your Name]"-style slots), `malformed` (prose
 *   instead of the JSON asked for), `sign_as_resume` (signed with the resume's name under a closing of its own);
 * - claim listing (json_schema `email_claims`): `claims_malformed` (prose), `claims_vouch` (every claim the stand-in
 *   cannot find is "backed" by a real but unrelated resume line).
 */
export type LlmFailure =
  | 'rate_limit'
  | 'timeout'
  | 'server_error'
  | 'invent_claims'
  | 'embellish'
  | 'placeholders'
  | 'malformed'
  | 'sign_as_resume'
  | 'claims_malformed'
  | 'claims_vouch';
const FAILURES: readonly LlmFailure[] = [
  'rate_limit',
  'timeout',
  'server_error',
  'invent_claims',
  'embellish',
  'placeholders',
  'malformed',
  'sign_as_resume',
  'claims_malformed',
  'claims_vouch',
];
const ANY_REQUEST = new Set<LlmFailure>(['rate_limit', 'timeout', 'server_error']);
const CLAIM_LISTING = new Set<LlmFailure>(['claims_malformed', 'claims_vouch']);

/** What a chat completion asks for: an email, or the claims of one (the app's grounding check). */
export type LlmRequestKind = 'email' | 'claims';

const appliesTo = (failure: LlmFailure, kind: LlmRequestKind) =>
  ANY_REQUEST.has(failure) || (kind === 'claims' ? CLAIM_LISTING.has(failure) : !CLAIM_LISTING.has(failure));

interface Armed {
  failure: LlmFailure;
  kinds: readonly EmbellishKind[];
}

export interface RecordedLlmRequest {
  at: string;
  method: string;
  path: string;
  /** Whether the Bearer key was the sandbox's. */
  authorized: boolean;
  body: unknown;
  /** What the stand-in did: `ok` or the failure it played. */
  outcome: 'ok' | 'unauthorized' | 'invalid' | LlmFailure;
  /** An email to write, or the claims of one to list. */
  kind?: LlmRequestKind;
  /** What the written email claims that the resume does not (when it was told to embellish). */
  invented?: Invention[];
  /** The claims the stand-in listed, with the quotes it gave (for tests to tell which it vouched for). */
  listed?: StandInClaim[];
}

export interface LlmStandIn {
  /** Mount at `/llm` on the sandbox's app; the OpenAI base URL is then `${sandbox}/llm/v1`. */
  router: Router;
  apiKey: string;
  requests(): RecordedLlmRequest[];
  failNext(failure: LlmFailure, times?: number, holdMs?: number, kinds?: readonly EmbellishKind[]): void;
  reset(): void;
}

interface ChatMessage {
  role: string;
  content: string;
}

/** A section of a prompt fenced with triple quotes after its label ("Resume:\n\"\"\"…\"\"\""). */
function fenced(prompt: string, label: string): string | null {
  const m = new RegExp(`^${label}:\\s*"""\\n([\\s\\S]*?)\\n"""`, 'im').exec(prompt);
  return m ? m[1]! : null;
}

/** OpenAI's error body. */
function openAiError(
  res: Response,
  status: number,
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
): void {
  res.status(status).json({ error: { message, type, param, code } });
}

/** Chat message content may be a string or a list of text parts. */
function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part: unknown) =>
        part && typeof part === 'object' && 'text' in part && typeof part.text === 'string' ? part.text : '',
      )
      .join('');
  }
  return null;
}

interface JsonSchemaFormat {
  type: 'json_schema';
  json_schema: { name: string; strict?: boolean; schema: { properties?: Record<string, { type?: string }> } };
}

function isJsonSchemaFormat(value: unknown): value is JsonSchemaFormat {
  if (!value || typeof value !== 'object') return false;
  const v = value as { type?: unknown; json_schema?: { name?: unknown; schema?: unknown } };
  return (
    v.type === 'json_schema' &&
    typeof v.json_schema?.name === 'string' &&
    !!v.json_schema.schema &&
    typeof v.json_schema.schema === 'object'
  );
}

/** The email as JSON with exactly the schema's fields: subject and body where asked, an empty value otherwise. */
function jsonForSchema(schema: JsonSchemaFormat['json_schema']['schema'], email: { subject: string; body: string }) {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (/subject|title/i.test(key)) out[key] = email.subject;
    else if (/body|content|text|email|message/i.test(key)) out[key] = email.body;
    else
      out[key] =
        prop.type === 'number' || prop.type === 'integer'
          ? 0
          : prop.type === 'boolean'
            ? false
            : prop.type === 'array'
              ? []
              : prop.type === 'object'
                ? {}
                : '';
  }
  return out;
}

/**
 * An OpenAI-compatible chat completions server: Bearer key check, `POST /v1/chat/completions` honouring
 * `response_format` json_schema, `GET /v1/models`; `POST /__control` arms failures and `GET /__requests` lists what
 * it received (prompts included), so tests can see what the app asked.
 */
export function createLlmStandIn(): LlmStandIn {
  const recorded: RecordedLlmRequest[] = [];
  let queue: Armed[] = [];
  let holdMs = 60_000;
  let counter = 0;

  const router = express.Router();
  router.use(express.json({ limit: '2mb' }));

  const record = (
    req: Request,
    authorized: boolean,
    outcome: RecordedLlmRequest['outcome'],
    more: Pick<RecordedLlmRequest, 'kind' | 'invented'> = {},
  ): RecordedLlmRequest => {
    const entry: RecordedLlmRequest = {
      at: new Date().toISOString(),
      method: req.method,
      path: req.originalUrl,
      authorized,
      body: req.body ?? null,
      outcome,
      ...more,
    };
    recorded.push(entry);
    return entry;
  };

  const authorize = (req: Request, res: Response): boolean => {
    const header = req.get('authorization') ?? '';
    const key = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    if (key === SANDBOX_OPENAI_API_KEY) return true;
    if (!key) {
      openAiError(
        res,
        401,
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
        'invalid_request_error',
      );
    } else {
      const shown = key.length > 8 ? `${key.slice(0, 3)}*****${key.slice(-4)}` : '*****';
      openAiError(
        res,
        401,
        `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    return false;
  };

  const headers = (res: Response) => {
    res.set({
      'x-request-id': `req_${randomBytes(12).toString('hex')}`,
      'openai-processing-ms': '12',
      'x-ratelimit-limit-requests': '500',
      'x-ratelimit-remaining-requests': '499',
      'x-ratelimit-reset-requests': '120ms',
    });
  };

  router.get('/v1/models', (req, res) => {
    if (!authorize(req, res)) return;
    headers(res);
    res.json({
      object: 'list',
      data: SANDBOX_LLM_MODELS.map((id) => ({ id, object: 'model', created: 1_715_367_049, owned_by: 'sandbox' })),
    });
  });

  router.get('/v1/models/:id', (req, res) => {
    if (!authorize(req, res)) return;
    headers(res);
    res.json({ id: req.params.id, object: 'model', created: 1_715_367_049, owned_by: 'sandbox' });
  });

  router.post('/v1/chat/completions', (req, res) => {
    if (!authorize(req, res)) {
      record(req, false, 'unauthorized');
      return;
    }
    const body = (req.body ?? {}) as {
      model?: unknown;
      messages?: unknown;
      response_format?: unknown;
      stream?: unknown;
    };
    const invalid = (message: string, param: string) => {
      record(req, true, 'invalid');
      openAiError(res, 400, message, 'invalid_request_error', null, param);
    };
    if (typeof body.model !== 'string' || !body.model) return invalid('you must provide a model parameter', 'model');
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return invalid("'messages' must contain at least one message.", 'messages');
    }
    const messages: ChatMessage[] = [];
    for (const [i, m] of (body.messages as unknown[]).entries()) {
      const role = m && typeof m === 'object' && 'role' in m ? m.role : undefined;
      const content = m && typeof m === 'object' && 'content' in m ? textOf(m.content) : null;
      if (typeof role !== 'string' || !['system', 'developer', 'user', 'assistant', 'tool'].includes(role)) {
        return invalid(`Invalid value for 'messages[${i}].role'.`, `messages[${i}].role`);
      }
      if (content === null) return invalid(`Missing content in 'messages[${i}]'.`, `messages[${i}].content`);
      messages.push({ role, content });
    }
    if (body.stream === true) return invalid('The sandbox does not stream; send stream: false.', 'stream');
    const format = body.response_format;
    const wantsSchema = isJsonSchemaFormat(format);
    if (format !== undefined && !wantsSchema && !(format && typeof format === 'object' && 'type' in format)) {
      return invalid("Invalid value for 'response_format'.", 'response_format');
    }

    const kind: LlmRequestKind = wantsSchema && format.json_schema.name === 'email_claims' ? 'claims' : 'email';
    const armedAt = queue.findIndex((a) => appliesTo(a.failure, kind));
    const armed = armedAt >= 0 ? queue.splice(armedAt, 1)[0] : undefined;
    const failure = armed?.failure;
    const entry = record(req, true, failure ?? 'ok', { kind });
    headers(res);

    if (failure === 'rate_limit') {
      res.set({ 'retry-after': '1', 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '1s' });
      return openAiError(
        res,
        429,
        `Rate limit reached for ${body.model} in organization org-sandbox on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 1s.`,
        'requests',
        'rate_limit_exceeded',
      );
    }
    if (failure === 'server_error') {
      return openAiError(
        res,
        500,
        'The server had an error while processing your request. Sorry about that!',
        'server_error',
      );
    }

    let content: string;
    if (kind === 'claims') {
      const prompt = messages.map((m) => m.content).join('\n\n');
      const job = /^Job ad \((.+) at (.+)\):/m.exec(prompt);
      const claims = listClaims(
        fenced(prompt, 'Email') ?? '',
        fenced(prompt, 'Resume') ?? '',
        fenced(prompt, 'Job ad[^\n]*') ?? '',
        new Date(),
        failure === 'claims_vouch' ? 'vouch' : 'normal',
        job ? [job[1]!, job[2]!] : [],
      );
      entry.listed = claims;
      content =
        failure === 'claims_malformed'
          ? `Here are the claims I found: ${claims.map((c) => c.claim).join(', ')}.`
          : JSON.stringify({ claims });
    } else {
      const facts = readPrompt(messages);
      const email = writeEmail(facts, {
        invent: failure === 'invent_claims',
        embellish: failure === 'embellish' ? armed!.kinds : undefined,
        placeholders: failure === 'placeholders',
        signAsResume: failure === 'sign_as_resume',
      });
      if (email.invented.length) entry.invented = email.invented;
      const written = { subject: email.subject, body: email.body };
      if (failure === 'malformed') content = `Sure! Here is your email:\n\nSubject: ${email.subject}\n\n${email.body}`;
      else if (wantsSchema) content = JSON.stringify(jsonForSchema(format.json_schema.schema, written));
      else if (format && typeof format === 'object' && (format as { type?: unknown }).type === 'json_object') {
        content = JSON.stringify(written);
      } else content = `Subject: ${email.subject}\n\n${email.body}`;
    }

    counter += 1;
    const promptTokens = Math.ceil(messages.reduce((n, m) => n + m.content.length, 0) / 4);
    const completionTokens = Math.ceil(content.length / 4);
    const completion = {
      id: `chatcmpl-sandbox${String(counter).padStart(6, '0')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null, annotations: [] },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
      service_tier: 'default',
      system_fingerprint: 'fp_sandbox',
    };

    if (failure === 'timeout') {
      // Held like a stuck upstream; the client gives up first. A closed connection cancels the timer.
      const timer = setTimeout(() => {
        if (!res.writableEnded && !res.destroyed) res.json(completion);
      }, holdMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    res.json(completion);
  });

  router.post('/__control', (req, res) => {
    const body = (req.body ?? {}) as {
      failNext?: unknown;
      times?: unknown;
      holdMs?: unknown;
      reset?: unknown;
      kinds?: unknown;
    };
    if (body.reset === true) {
      queue = [];
      recorded.length = 0;
      holdMs = 60_000;
    }
    if (body.holdMs !== undefined) {
      if (typeof body.holdMs !== 'number' || body.holdMs < 0) {
        res.status(400).json({ error: 'holdMs must be a number of milliseconds' });
        return;
      }
      holdMs = body.holdMs;
    }
    if (body.failNext === null) queue = [];
    else if (body.failNext !== undefined) {
      if (!FAILURES.includes(body.failNext as LlmFailure)) {
        res.status(400).json({ error: `failNext must be one of ${FAILURES.join(', ')}` });
        return;
      }
      const times = body.times === undefined ? 1 : body.times;
      if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 100) {
        res.status(400).json({ error: 'times must be a whole number from 1 to 100' });
        return;
      }
      const kinds = body.kinds === undefined ? EMBELLISH_KINDS : body.kinds;
      if (!Array.isArray(kinds) || !kinds.length || !kinds.every((k) => EMBELLISH_KINDS.includes(k as EmbellishKind))) {
        res.status(400).json({ error: `kinds must list some of ${EMBELLISH_KINDS.join(', ')}` });
        return;
      }
      // Armed failures queue up: an email failure and a claim-list failure can be armed one after the other.
      queue.push(
        ...Array.from({ length: times }, () => ({
          failure: body.failNext as LlmFailure,
          kinds: kinds as EmbellishKind[],
        })),
      );
    }
    res.json({ pending: queue.map((a) => a.failure), holdMs });
  });

  router.get('/__requests', (_req, res) => {
    res.json({ requests: recorded });
  });
  router.delete('/__requests', (_req, res) => {
    recorded.length = 0;
    res.status(204).end();
  });

  // Anything else under /v1 answers like OpenAI does for an unknown route.
  router.use('/v1', (req, res) => {
    openAiError(res, 404, `Invalid URL (${req.method} /v1${req.path})`, 'invalid_request_error');
  });

  return {
    router,
    apiKey: SANDBOX_OPENAI_API_KEY,
    requests: () => [...recorded],
    failNext: (failure, times = 1, hold, kinds = EMBELLISH_KINDS) => {
      queue.push(...Array.from({ length: times }, () => ({ failure, kinds })));
      if (hold !== undefined) holdMs = hold;
    },
    reset: () => {
      queue = [];
      recorded.length = 0;
      holdMs = 60_000;
    },
  };
}

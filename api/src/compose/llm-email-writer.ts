import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { DomainError } from '../common/errors/domain-error.js';
import {
  EmailWriterBadOutputError,
  EmailWriterBusyError,
  EmailWriterTimeoutError,
  EmailWriterUnavailableError,
} from './compose.errors.js';
import { EMAIL_JSON_SCHEMA, type ChatMessage } from './email-prompt.js';

export interface EmailDraft {
  subject: string;
  body: string;
}

/** The SDK retries 429, 5xx and timeouts itself; once is enough for a person waiting on a dialog. */
const SDK_RETRIES = 1;
/** Attempts when the model answers something that is not the email JSON. */
const OUTPUT_ATTEMPTS = 2;

/** The email JSON from a completion's content, tolerating a Markdown code fence; null when it is not one. */
export function parseEmailJson(content: string | null | undefined): EmailDraft | null {
  if (!content) return null;
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let value: unknown;
  try {
    value = JSON.parse(unfenced);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { subject, body } = value as Record<string, unknown>;
  if (typeof subject !== 'string' || typeof body !== 'string' || !body.trim()) return null;
  return { subject: subject.trim(), body: body.trim() };
}

/** A provider failure as the error the user sees. */
export function describeProviderError(err: unknown): DomainError | null {
  if (err instanceof APIConnectionTimeoutError) return new EmailWriterTimeoutError();
  if (err instanceof APIConnectionError) {
    return new EmailWriterUnavailableError(
      'email_writer_unreachable',
      'We could not reach the email writer. Please try again in a moment.',
    );
  }
  if (err instanceof RateLimitError) {
    if (err.code === 'insufficient_quota') {
      return new EmailWriterUnavailableError(
        'email_writer_no_quota',
        "The email writer's account has run out of credit. Please let the site's administrators know.",
      );
    }
    const retryAfter = Number(err.headers?.get('retry-after'));
    return new EmailWriterBusyError(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  if (err instanceof AuthenticationError || err instanceof PermissionDeniedError) {
    return new EmailWriterUnavailableError(
      'email_writer_auth',
      "The email writer refused this site's credentials. Please let the site's administrators know.",
    );
  }
  if (err instanceof NotFoundError) {
    return new EmailWriterUnavailableError(
      'email_writer_model',
      "The email writer does not offer the configured model. Please let the site's administrators know.",
    );
  }
  if (err instanceof APIError) {
    return new EmailWriterUnavailableError(
      'email_writer_failed',
      'The email writer could not write this email right now. Please try again.',
    );
  }
  return null;
}

/**
 * Writes emails through any OpenAI-compatible chat completions endpoint (OPENAI_BASE_URL), with structured output
 * so the answer is exactly {subject, body}. Enabled only when OPENAI_API_KEY is set.
 */
@Injectable()
export class LlmEmailWriter {
  private readonly logger = new Logger(LlmEmailWriter.name);
  private readonly client: OpenAI | null;
  private readonly model: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const llm = config.llm;
    this.model = llm?.model ?? '';
    this.client = llm
      ? new OpenAI({
          apiKey: llm.apiKey,
          baseURL: llm.baseUrl ?? 'https://api.openai.com/v1',
          timeout: llm.timeoutMs,
          maxRetries: SDK_RETRIES,
        })
      : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  async write(messages: ChatMessage[]): Promise<EmailDraft> {
    if (!this.client) throw new Error('LlmEmailWriter.write called without OPENAI_API_KEY');
    for (let attempt = 1; attempt <= OUTPUT_ATTEMPTS; attempt++) {
      let content: string | null | undefined;
      try {
        const completion = await this.client.chat.completions.create({
          model: this.model,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'application_email', strict: true, schema: EMAIL_JSON_SCHEMA },
          },
        });
        content = completion.choices[0]?.message?.content;
      } catch (err) {
        const described = describeProviderError(err);
        if (!described) throw err;
        this.logger.warn({ err, code: described.code }, 'Email writer request failed');
        throw described;
      }
      const draft = parseEmailJson(content);
      if (draft) return draft;
      this.logger.warn(
        // Its length only: the content may quote the user's resume.
        { attempt, contentLength: content?.length ?? 0 },
        'Email writer answered something that is not the email JSON',
      );
    }
    throw new EmailWriterBadOutputError();
  }
}

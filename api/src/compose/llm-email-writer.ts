import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import type { DomainError } from '../common/errors/domain-error.js';
import {
  EmailWriterBadOutputError,
  EmailWriterBusyError,
  EmailWriterTimeoutError,
  EmailWriterUnavailableError,
} from './compose.errors.js';
import { EMAIL_JSON_SCHEMA, type ChatMessage } from './email-prompt.js';
import { openAiConnection, type LlmConnection } from './openai-client.js';

export interface EmailDraft {
  subject: string;
  body: string;
}

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
  private readonly llm: LlmConnection | null;
  private readonly calls;

  constructor(@Inject(APP_CONFIG) config: AppConfig, metrics: MetricsService) {
    this.calls = metrics.histogram({
      name: 'llm_request_duration_seconds',
      help: 'Calls to the email writer by outcome (ok, bad_output, or the failure code) and how long they took',
      labelNames: ['outcome'],
      buckets: [0.5, 1, 2, 5, 10, 20, 30, 60],
    });
    this.llm = openAiConnection(config);
  }

  get enabled(): boolean {
    return this.llm !== null;
  }

  async write(messages: ChatMessage[]): Promise<EmailDraft> {
    if (!this.llm) throw new Error('LlmEmailWriter.write called without OPENAI_API_KEY');
    for (let attempt = 1; attempt <= OUTPUT_ATTEMPTS; attempt++) {
      let content: string | null | undefined;
      const timer = this.calls.startTimer();
      try {
        const completion = await this.llm.client.chat.completions.create({
          model: this.llm.model,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'application_email', strict: true, schema: EMAIL_JSON_SCHEMA },
          },
        });
        content = completion.choices[0]?.message?.content;
      } catch (err) {
        const described = describeProviderError(err);
        timer({ outcome: described?.code ?? 'error' });
        if (!described) throw err;
        this.logger.warn({ err, code: described.code }, 'Email writer request failed');
        throw described;
      }
      const draft = parseEmailJson(content);
      timer({ outcome: draft ? 'ok' : 'bad_output' });
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

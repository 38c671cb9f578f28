import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';

/**
 * Sign-in routes are browser navigations, so a failure goes back to the landing page, whose `error` and
 * `description` query parameters show the 'Authentication Error' toast (spec §2), instead of a JSON page.
 */
@Catch()
export class SignInRedirectFilter implements ExceptionFilter {
  private readonly logger = new Logger('SignIn');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const e = exception as { error?: string; code?: string; message?: string; error_description?: string };
    const code = e.error ?? e.code ?? 'sign_in_failed';
    const description = e.error_description ?? e.message ?? 'Unable to sign in with Google. Please try again.';
    this.logger.warn({ code, description }, 'Sign-in failed');
    if (res.headersSent) return;
    const params = new URLSearchParams({ error: code, description });
    res.redirect(303, `/?${params.toString()}`);
  }
}

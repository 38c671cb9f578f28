import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';

/** OAuth error codes and ours are short snake_case words; anything else is not passed on. */
const ERROR_CODE = /^[a-z][a-z_]{0,49}$/;

/**
 * Sign-in routes are browser navigations, so a failure goes back to the landing page, whose `error` query parameter
 * shows the 'Authentication Error' toast (spec §2) with a fixed sentence for that code, instead of a JSON page. The
 * provider's own description is logged, never sent on: the toast shows no text from a URL.
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
    const params = new URLSearchParams({ error: ERROR_CODE.test(code) ? code : 'sign_in_failed' });
    res.redirect(303, `/?${params.toString()}`);
  }
}

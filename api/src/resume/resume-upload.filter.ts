import { type ArgumentsHost, Catch, type ExceptionFilter, PayloadTooLargeException } from '@nestjs/common';
import type { Response } from 'express';

/** Multer's "File too large" becomes a sentence that says the limit. */
@Catch(PayloadTooLargeException)
export class ResumeUploadFilter implements ExceptionFilter {
  catch(_exception: PayloadTooLargeException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(413)
      .json({ statusCode: 413, error: 'Payload Too Large', message: 'The resume file is larger than the 5 MB limit.' });
  }
}

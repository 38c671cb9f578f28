import { Module } from '@nestjs/common';
import { JobsSiteClient } from './jobs-site.client.js';
import { siteBudgetsRepositoryProvider } from './site-budgets.repository.js';

@Module({ providers: [JobsSiteClient, siteBudgetsRepositoryProvider], exports: [JobsSiteClient] })
export class JobsSiteModule {}

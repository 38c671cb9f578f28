import { Module } from '@nestjs/common';
import { JobsSiteClient } from './jobs-site.client.js';

@Module({ providers: [JobsSiteClient], exports: [JobsSiteClient] })
export class JobsSiteModule {}

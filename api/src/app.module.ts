import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { DATABASE_URL } from './database/database.tokens.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { AuthModule } from './auth/auth.module.js';
import { HealthModule } from './health/health.module.js';
import { QueueModule } from './queue/queue.module.js';

/** Config and the database URL are resolved before Nest starts (see bootstrap.ts) and provided globally. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [TypeOrmModule.forRoot(dataSourceOptions(databaseUrl)), QueueModule, HealthModule, AuthModule],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_URL, useValue: databaseUrl },
      ],
      exports: [APP_CONFIG, DATABASE_URL],
    };
  }
}

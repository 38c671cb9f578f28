import { Global, Module } from '@nestjs/common';
import { Clock } from './clock.js';

/** One Clock for the whole app, so a test that moves it moves it for every rule (quota, trial, heartbeats). */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

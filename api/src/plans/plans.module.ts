import { Module } from '@nestjs/common';
import { PlansService } from './plans.service.js';

@Module({ providers: [PlansService], exports: [PlansService] })
export class PlansModule {}

import { Injectable } from '@nestjs/common';
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/**
 * The process's Prometheus registry. Each domain declares the metrics it owns where it records them
 * (`metrics.counter({...})` in its own service); asking twice for one name returns the same metric, so two
 * services may share one. A registry per app (not prom-client's global one) keeps several apps in one test process
 * apart.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  counter<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
    return this.existing(config.name, Counter) ?? new Counter({ ...config, registers: [this.registry] });
  }

  gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return this.existing(config.name, Gauge) ?? new Gauge({ ...config, registers: [this.registry] });
  }

  histogram<L extends string>(config: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L> {
    return this.existing(config.name, Histogram) ?? new Histogram({ ...config, registers: [this.registry] });
  }

  /** The text format Prometheus scrapes. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private existing<M>(name: string, kind: abstract new (...args: never[]) => M): M | undefined {
    const metric = this.registry.getSingleMetric(name);
    if (!metric) return undefined;
    if (!(metric instanceof kind)) throw new Error(`Metric ${name} is already registered as another kind`);
    return metric;
  }
}

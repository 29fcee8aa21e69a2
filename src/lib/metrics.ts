/**
 * A small Prometheus text-format registry: counters, gauges and histograms with labels.
 * Label sets are bounded per metric (`maxSeries`) so a caller cannot grow memory without end.
 */
type Labels = Record<string, string>;

const NEEDS_ESCAPE = /[\\\n"]/;
const escapeLabel = (v: string) =>
  NEEDS_ESCAPE.test(v) ? v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"') : v;
/** The series key of a label set: names sorted, values escaped (computed on every observation). */
const labelKey = (labels: Labels) => {
  const names = Object.keys(labels);
  if (names.length > 1) names.sort();
  let key = '';
  for (const name of names) key += `${key ? ',' : ''}${name}="${escapeLabel(labels[name])}"`;
  return key;
};

interface Metric {
  render(): string;
}

abstract class Base implements Metric {
  constructor(
    readonly name: string,
    readonly help: string,
    readonly type: string,
    readonly maxSeries = 1000,
  ) {}
  protected header(): string {
    return `# HELP ${this.name} ${this.help}\n# TYPE ${this.name} ${this.type}\n`;
  }
  abstract render(): string;
}

/** One labelled series of a counter; hot paths keep it and add to `value` directly. */
export interface CounterSeries {
  value: number;
}

export class Counter extends Base {
  private readonly values = new Map<string, CounterSeries>();
  constructor(name: string, help: string, maxSeries?: number) {
    super(name, help, 'counter', maxSeries);
  }
  inc(labels: Labels = {}, by = 1): void {
    const series = this.seriesOf(labels);
    if (series) series.value += by;
  }
  /** The series of `labels`, created at 0 if new; null once `maxSeries` label sets exist. */
  seriesOf(labels: Labels = {}): CounterSeries | null {
    const key = labelKey(labels);
    let series = this.values.get(key);
    if (!series) {
      if (this.values.size >= this.maxSeries) return null;
      series = { value: 0 };
      this.values.set(key, series);
    }
    return series;
  }
  get(labels: Labels = {}): number {
    return this.values.get(labelKey(labels))?.value ?? 0;
  }
  render(): string {
    let out = this.header();
    for (const [key, { value }] of this.values) out += `${this.name}${key ? `{${key}}` : ''} ${value}\n`;
    return out;
  }
}

export interface HistogramSeries {
  buckets: number[];
  sum: number;
  count: number;
}

export class Histogram extends Base {
  private readonly series = new Map<string, HistogramSeries>();
  constructor(
    name: string,
    help: string,
    readonly bounds: readonly number[],
    maxSeries?: number,
  ) {
    super(name, help, 'histogram', maxSeries);
  }
  observe(labels: Labels, value: number): void {
    const s = this.seriesOf(labels);
    if (s) this.observeIn(s, value);
  }
  /** The series of `labels`, created empty if new; null once `maxSeries` label sets exist. */
  seriesOf(labels: Labels): HistogramSeries | null {
    const key = labelKey(labels);
    let s = this.series.get(key);
    if (!s) {
      if (this.series.size >= this.maxSeries) return null;
      s = { buckets: new Array(this.bounds.length).fill(0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    return s;
  }
  /** Records `value` in a series of this histogram (from `seriesOf`), without a label lookup. */
  observeIn(s: HistogramSeries, value: number): void {
    for (let i = 0; i < this.bounds.length; i++) if (value <= this.bounds[i]) s.buckets[i]++;
    s.sum += value;
    s.count++;
  }
  render(): string {
    let out = this.header();
    for (const [key, s] of this.series) {
      const prefix = key ? `${key},` : '';
      this.bounds.forEach((b, i) => (out += `${this.name}_bucket{${prefix}le="${b}"} ${s.buckets[i]}\n`));
      out += `${this.name}_bucket{${prefix}le="+Inf"} ${s.count}\n`;
      out += `${this.name}_sum${key ? `{${key}}` : ''} ${s.sum}\n`;
      out += `${this.name}_count${key ? `{${key}}` : ''} ${s.count}\n`;
    }
    return out;
  }
}

/** A gauge whose values are read at scrape time from the owning module. */
export class CallbackGauge extends Base {
  constructor(
    name: string,
    help: string,
    private readonly read: () => Array<{ labels?: Labels; value: number }>,
  ) {
    super(name, help, 'gauge');
  }
  render(): string {
    let out = this.header();
    let rows: Array<{ labels?: Labels; value: number }> = [];
    try {
      rows = this.read();
    } catch {
      rows = [];
    }
    for (const { labels = {}, value } of rows) {
      const key = labelKey(labels);
      out += `${this.name}${key ? `{${key}}` : ''} ${Number.isFinite(value) ? value : 0}\n`;
    }
    return out;
  }
}

export class MetricsRegistry {
  private readonly metrics: Metric[] = [];
  register<T extends Metric>(metric: T): T {
    this.metrics.push(metric);
    return metric;
  }
  render(): string {
    return this.metrics.map((m) => m.render()).join('');
  }
}

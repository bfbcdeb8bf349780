import type { AppMetric } from '../../common/metrics/metrics.service';

/** SupportMatch's metrics (its manifest entry's `metrics` slot). */
export const MATCHING_RUN_SECONDS: AppMetric = {
  type: 'histogram',
  name: 'matching_run_duration_seconds',
  help: 'SupportMatch matching runs (monthly and on demand), including their transaction',
  buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
};

import type { AppMetric } from '../../src/common/metrics/metrics.service';

/** The fixture's metric (its entry's `metrics` slot). */
export const NOTES_SHARED: AppMetric = { type: 'counter', name: 'fixture_notes_shared_total', help: 'Notes shared in the fixture app' };

import type { AppSettings } from '../../src/config/app-config';

/** The fixture's setting (its entry's `settings` slot): how long a shared note's text may be, FIXTURE_NOTE_LENGTH. */
export const fixtureSettings: AppSettings<{ noteLength: number }> = (read) => ({ noteLength: read.int('FIXTURE_NOTE_LENGTH', 200, 1, 200) });

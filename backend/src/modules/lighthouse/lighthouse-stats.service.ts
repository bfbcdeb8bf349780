import type { LighthouseStats } from '@pfe/contracts/lighthouse';
import { Injectable } from '@nestjs/common';
import { LighthouseProfilesRepository } from './lighthouse-profiles.repository';

@Injectable()
export class LighthouseStatsService {
  constructor(private readonly profiles: LighthouseProfilesRepository) {}

  /** Profiles by type, every property, open (pending + accepted) and completed requests. */
  async stats(): Promise<LighthouseStats> {
    return this.profiles.stats();
  }
}

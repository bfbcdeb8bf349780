import type { SupportMatchStats } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { SupportMatchProfilesRepository } from './supportmatch-profiles.repository';

@Injectable()
export class SupportMatchStatsService {
  constructor(private readonly profiles: SupportMatchProfilesRepository) {}

  /** activeUsers: active profiles; currentPartnerships: active partnerships; pendingReports. */
  async stats(): Promise<SupportMatchStats> {
    return this.profiles.counts();
  }
}

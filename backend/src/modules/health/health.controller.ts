import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Access, AccessLevel } from '../../common/access/access.decorator';

@Controller('health')
export class HealthController {
  constructor(private readonly db: DataSource) {}

  @Get()
  @Access(AccessLevel.Public)
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
    return { status: 'ok', database: 'up' };
  }
}

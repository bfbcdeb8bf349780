import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UserEntity } from '../users/entities/user.entity';
import { hashPassword } from './password-hasher';

/** Makes sure ADMIN_EMAIL exists and is an admin (idempotent; the password is set only when the account is created). */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return;
    const passwordHash = await hashPassword(adminPassword);
    const result: { created: boolean }[] = await this.users.query(
      `INSERT INTO users (email, password_hash, is_admin) VALUES ($1, $2, true)
       ON CONFLICT (email) DO UPDATE SET is_admin = true, updated_at = CASE WHEN users.is_admin THEN users.updated_at ELSE now() END
       RETURNING (xmax = 0) AS created`,
      [adminEmail, passwordHash],
    );
    this.logger.log(result[0]?.created ? 'Created the configured admin account' : 'The configured admin account is present');
  }
}

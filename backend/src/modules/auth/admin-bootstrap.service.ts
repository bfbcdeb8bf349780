import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AuthRepository } from './auth.repository';
import { hashPassword } from './password-hasher';

export type BootstrapOutcome = 'created' | 'present' | 'refused';

/**
 * Creates the ADMIN_EMAIL account as an admin when it does not exist. It never promotes an
 * account it did not create: anyone could have registered that email first (and would then own
 * an admin account with their own password). Such an account is left as it is and the refusal is
 * logged as an error; `npm run cli -- make-admin` is the deliberate way to promote an account.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
  }

  async ensureAdmin(): Promise<BootstrapOutcome | undefined> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return undefined;
    const passwordHash = await hashPassword(adminPassword);
    if (await this.auth.insertAdminIfAbsent(adminEmail, passwordHash)) {
      this.logger.log('Created the configured admin account');
      return 'created';
    }
    if (await this.auth.isAdmin(adminEmail)) {
      this.logger.log('The configured admin account is present');
      return 'present';
    }
    this.logger.error(
      `REFUSED: ADMIN_EMAIL names an account that already exists and was not created by this bootstrap, so it was NOT made an admin ` +
        `(someone else may have registered that address). Check who owns it, then promote it deliberately with ` +
        `"npm run cli -- make-admin <email>", or set ADMIN_EMAIL to an address that has no account yet.`,
    );
    return 'refused';
  }
}

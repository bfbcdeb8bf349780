import { Module, OnModuleInit } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AccountDataRegistry } from './account-data.registry';
import { AccountSessionsService } from './account-sessions.service';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { CoreAccountData } from './core-account-data';
import { PasskeySignInController } from './passkey-sign-in.controller';
import { PasskeysService } from './passkeys.service';

/** The member's control over their account; registers the core's export and erasure contributors. */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [AccountController, PasskeySignInController],
  providers: [AccountService, AccountSessionsService, PasskeysService, CoreAccountData],
})
export class AccountModule implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly core: CoreAccountData,
  ) {}

  onModuleInit(): void {
    this.core.registerWith(this.registry);
  }
}

import { Module, OnModuleInit } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AccountDataRegistry } from '../account-data/account-data.registry';
import { AccountSessionsService } from './account-sessions.service';
import { AccountController } from './account.controller';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { CoreAccountData } from './core-account-data';
import { PasskeySignInController } from './passkey-sign-in.controller';
import { PasskeyStrategy } from './passkey.strategy';
import { PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';
import { NotificationKindRegistry } from '../notifications/notification-kinds.registry';
import { PasswordConfirmations } from './password-confirmations.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';
import { SafetyCheckService } from './safety-check.service';

/** The member's control over their account and its recovery; registers the core's export and erasure contributors and the security notification kinds. */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [AccountController, PasskeySignInController, PasswordResetController],
  providers: [AccountService, AccountRepository, AccountSessionsService, PasskeysService, PasskeysRepository, PasskeyStrategy, CoreAccountData, PasswordResetService, PasswordResetRepository, SafetyCheckService, PasswordConfirmations],
  exports: [PasswordConfirmations],
})
export class AccountModule implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly core: CoreAccountData,
    private readonly kinds: NotificationKindRegistry,
  ) {}

  onModuleInit(): void {
    this.core.registerWith(this.registry);
    // Account security: always on in the app, emailed by default (a member can switch the email off).
    this.kinds.register(
      { kind: 'security.sign_in', data: ['device'], sentence: 'Someone signed in to your account. If it was not you, change your password and end your other sessions.' },
      { kind: 'security.password_changed', data: ['via'], sentence: 'The password of your account was changed.' },
      { kind: 'security.passkey_added', sentence: 'A passkey was added to your account.' },
      { kind: 'security.passkey_removed', sentence: 'A passkey was removed from your account.' },
      { kind: 'security.data_export', sentence: 'A copy of your account data was downloaded.' },
      {
        kind: 'security.reset_link_issued',
        sentence: 'An admin made a one-time link that sets a new password for your account. If you did not ask your support coordinator for one, tell them, and check Settings.',
      },
      { kind: 'security.reset_link_used', sentence: "The admin's one-time link was used: your password was reset and every session ended." },
      {
        kind: 'security.session_guessing',
        sentence: 'A session of your account gave too many wrong passwords and was signed out. If it was not you, change your password.',
      },
    );
  }
}

import { DEFAULT_LANGUAGE, type Language } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { describeDevice } from './device';
import { NotificationsService } from '../notifications/notifications.service';
import { UserEntity } from '../users/entities/user.entity';
import { normalizeEmail, UsersService } from '../users/users.service';
import { uniquely } from '../../common/errors/domain-error';
import { AuthErrors } from './auth.errors';
import { AuthRepository } from './auth.repository';
import { RegisterDto } from './dto/register.dto';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';

@Injectable()
export class AuthService {
  constructor(
    private readonly auth: AuthRepository,
    private readonly usersService: UsersService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A new account, in the language she was reading the site in (her emails go out in it). */
  async register(dto: RegisterDto, language: Language = DEFAULT_LANGUAGE): Promise<UserEntity> {
    const email = normalizeEmail(dto.email);
    if (await this.usersService.findByEmail(email)) throw AuthErrors.emailTaken();
    const passwordHash = await hashPassword(dto.password);
    // Two registrations of the same email at once: the unique constraint decides.
    const id = await uniquely(() => this.auth.insertUser({ email, passwordHash, firstName: dto.firstName ?? null, lastName: dto.lastName ?? null, language }), AuthErrors.emailTaken);
    return (await this.usersService.findById(id))!;
  }

  /** Checks a sign-in; the same error (and the same time spent) for an unknown email and a wrong password. */
  async validateCredentials(email: string, password: string, userAgent?: string): Promise<UserEntity> {
    const user = await this.usersService.findWithPasswordHash(email);
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !ok) throw AuthErrors.invalidCredentials();
    await this.recordSignIn(user.id, userAgent);
    return (await this.usersService.findById(user.id))!;
  }

  /** Notes the sign-in and tells the member (a security notification naming the device only), in one transaction. */
  async recordSignIn(userId: string, userAgent: string | undefined): Promise<void> {
    await this.auth.transaction(async (tx) => {
      await this.auth.markSignedIn(tx, userId);
      await this.notifications.notify(tx, userId, 'security.sign_in', { data: { device: describeDevice(userAgent) } });
    });
  }

  /** Sets a password (operator CLI, admin bootstrap). */
  async setPassword(userId: string, password: string): Promise<void> {
    await this.auth.setPasswordHash(userId, await hashPassword(password));
  }
}

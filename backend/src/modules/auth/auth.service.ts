import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { describeDevice } from '../account/device';
import { NotificationsService } from '../notifications/notifications.service';
import { UserEntity } from '../users/entities/user.entity';
import { normalizeEmail, UsersService } from '../users/users.service';
import { uniquely } from '../../common/errors/domain-error';
import { AuthErrors } from './auth.errors';
import { RegisterDto } from './dto/register.dto';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly usersService: UsersService,
    private readonly notifications: NotificationsService,
  ) {}

  async register(dto: RegisterDto): Promise<UserEntity> {
    const email = normalizeEmail(dto.email);
    if (await this.usersService.findByEmail(email)) throw AuthErrors.emailTaken();
    const passwordHash = await hashPassword(dto.password);
    // Two registrations of the same email at once: the unique constraint decides.
    const user = await uniquely(
      () => this.users.save(this.users.create({ email, passwordHash, firstName: dto.firstName ?? null, lastName: dto.lastName ?? null, lastSignInAt: new Date() })),
      AuthErrors.emailTaken,
    );
    return (await this.usersService.findById(user.id))!;
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
    await this.users.manager.transaction(async (tx) => {
      await tx.query(`UPDATE users SET last_sign_in_at = now() WHERE id = $1`, [userId]);
      await this.notifications.notify(tx, userId, 'security.sign_in', { data: { device: describeDevice(userAgent) } });
    });
  }

  /** Sets a password (operator CLI, admin bootstrap). */
  async setPassword(userId: string, password: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash: await hashPassword(password) });
  }
}

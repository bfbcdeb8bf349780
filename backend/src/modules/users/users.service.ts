import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthUser } from '../../common/http/auth-user';
import { UserEntity } from './entities/user.entity';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /** The user with the password hash, for sign-in only. */
  findWithPasswordHash(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  /** The signed-in user for a request: one primary-key read. */
  findAuthUser(id: string): Promise<AuthUser | null> {
    return this.users.findOneBy({ id });
  }
}

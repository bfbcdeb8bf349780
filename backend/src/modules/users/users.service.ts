import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/http/auth-user';
import { UserEntity } from './entities/user.entity';
import { UsersRepository } from './users.repository';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findById(id);
  }

  /** Emails are compared trimmed and lower-cased, as they are stored. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findByEmail(normalizeEmail(email));
  }

  /** The user with the password hash, for sign-in only. */
  findWithPasswordHash(email: string): Promise<UserEntity | null> {
    return this.users.findWithPasswordHash(normalizeEmail(email));
  }

  /** The signed-in user for a request: one primary-key read. */
  findAuthUser(id: string): Promise<AuthUser | null> {
    return this.users.findById(id);
  }
}

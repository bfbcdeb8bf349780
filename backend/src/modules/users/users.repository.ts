import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../common/database/sql-repository';
import { UserEntity } from './entities/user.entity';

/** The user row, read by key. */
@Injectable()
export class UsersRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.db.manager.findOneBy(UserEntity, { id });
  }

  /** `email` as stored (normalised by the caller). */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.db.manager.findOneBy(UserEntity, { email });
  }

  /** With the password hash (a column never selected otherwise), for sign-in only. */
  findWithPasswordHash(email: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).createQueryBuilder('u').addSelect('u.passwordHash').where('u.email = :email', { email }).getOne();
  }
}

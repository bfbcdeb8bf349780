import type { UserEntity } from '../../modules/users/entities/user.entity';

/** The signed-in user as a request knows it: the row read fresh for each request (no password hash). */
export type AuthUser = UserEntity;

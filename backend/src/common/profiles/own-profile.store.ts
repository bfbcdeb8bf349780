import { DataSource, DeepPartial, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { DomainError, uniquely } from '../errors/domain-error';

interface OwnedProfile extends ObjectLiteral {
  id: string;
  userId: string;
}

/**
 * The shared rules of a per-app profile (one per member, their own only): read your own (null
 * when absent: the route answers 200 with an empty body), create once (a second create is the
 * app's `exists` error, a 409, even when two creates race), update only an existing one (the
 * app's `missing` error).
 */
export class OwnProfileStore<E extends OwnedProfile> {
  constructor(
    private readonly db: DataSource,
    private readonly entity: EntityTarget<E>,
    private readonly errors: { exists: () => DomainError; missing: () => DomainError },
  ) {}

  private get repo() {
    return this.db.getRepository(this.entity);
  }

  findOwn(userId: string): Promise<E | null> {
    return this.repo.findOneBy({ userId } as FindOptionsWhere<E>);
  }

  async has(userId: string): Promise<boolean> {
    return this.repo.existsBy({ userId } as FindOptionsWhere<E>);
  }

  async requireOwn(userId: string): Promise<E> {
    const profile = await this.findOwn(userId);
    if (!profile) throw this.errors.missing();
    return profile;
  }

  create(userId: string, fields: DeepPartial<E>): Promise<E> {
    return uniquely(() => this.repo.save(this.repo.create({ ...fields, userId } as DeepPartial<E>)), this.errors.exists);
  }

  async update(userId: string, fields: DeepPartial<E>): Promise<E> {
    const profile = await this.requireOwn(userId);
    await this.repo.update(profile.id, fields as never);
    return (await this.repo.findOneBy({ id: profile.id } as FindOptionsWhere<E>))!;
  }
}

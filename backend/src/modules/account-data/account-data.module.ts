import { Global, Module } from '@nestjs/common';
import { AccountDataRegistry } from './account-data.registry';

/** The account-data seam, global so every feature module can register its contributor. */
@Global()
@Module({ providers: [AccountDataRegistry], exports: [AccountDataRegistry] })
export class AccountDataModule {}

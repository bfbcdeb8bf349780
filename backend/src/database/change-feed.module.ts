import { Global, Module } from '@nestjs/common';
import { ChangeFeed } from './change-feed';

/**
 * The database's change feed (LISTEN/NOTIFY), a platform service: the session cache (auth), the
 * chat gateway (closing an ended session's sockets) and readiness (health) all hear it.
 */
@Global()
@Module({ providers: [ChangeFeed], exports: [ChangeFeed] })
export class ChangeFeedModule {}

import { Global, Module } from '@nestjs/common';
import { SessionEndedListener } from './session-ended.listener';

/**
 * The database's change feed (LISTEN/NOTIFY), a platform service: the session cache (auth), the
 * chat gateway (closing an ended session's sockets) and readiness (health) all hear it.
 */
@Global()
@Module({ providers: [SessionEndedListener], exports: [SessionEndedListener] })
export class ChangeFeedModule {}

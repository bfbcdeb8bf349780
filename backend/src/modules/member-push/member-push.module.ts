import { Global, Module } from '@nestjs/common';
import { MemberPushService } from './member-push.service';

/** A member's live events to her sockets: chat attaches the namespace, notifications pushes through it. */
@Global()
@Module({ providers: [MemberPushService], exports: [MemberPushService] })
export class MemberPushModule {}

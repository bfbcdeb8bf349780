import { Injectable } from '@nestjs/common';

/** What a member push needs of the /chat namespace: its rooms, on every node (the Redis adapter carries them). */
export interface PushServer {
  to(room: string): { emit(event: string, payload: unknown): unknown };
}

/** A member's own room on the /chat namespace: every socket of theirs, on every node. */
export function memberRoom(userId: string): string {
  return `member:${userId}`;
}

/**
 * Where chat and notifications meet: the chat gateway hands in its namespace (each socket joins its
 * member's room), and notifications sends a member's live events through it (`notification`,
 * `notification_read`). Neither of the two imports the other for this; before the namespace is
 * attached (a CLI, a test without sockets) a push goes nowhere.
 */
@Injectable()
export class MemberPushService {
  private server?: PushServer;

  attach(server: PushServer): void {
    this.server = server;
  }

  /** Sends an event to every socket of one member, on every node. */
  toMember(userId: string, event: string, payload: unknown): void {
    this.server?.to(memberRoom(userId)).emit(event, payload);
  }
}

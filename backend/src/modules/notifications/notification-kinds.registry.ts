import { isSecurityKind, NotificationData, NotificationKind, notificationApp, NotificationApp } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';

/**
 * One kind of notification, declared by the app it belongs to (in its module's onModuleInit, as
 * it registers its export and erasure). The UI renders the kind from the sub-app manifest; the
 * server needs only what is below.
 */
export interface NotificationKindDef {
  kind: NotificationKind;
  /** The facts it may carry; notify() refuses anything else (no free text can slip in). */
  data?: (keyof NotificationData)[];
  /**
   * One plain sentence for the email outside discreet mode, e.g. "Your SocketRelay request was
   * taken." It names the app at most: never a member, an address or what anyone wrote.
   */
  sentence: string;
}

export interface RegisteredKind extends NotificationKindDef {
  app: NotificationApp;
  /** Security kinds: always on in-app, emailed by default. */
  security: boolean;
}

/** The seam every app plugs its notification kinds into. */
@Injectable()
export class NotificationKindRegistry {
  private readonly kinds = new Map<string, RegisteredKind>();

  register(...defs: NotificationKindDef[]): void {
    for (const def of defs) {
      if (this.kinds.has(def.kind)) throw new Error(`Notification kind "${def.kind}" is registered twice`);
      this.kinds.set(def.kind, { ...def, app: notificationApp(def.kind), security: isSecurityKind(def.kind) });
    }
  }

  get(kind: string): RegisteredKind | undefined {
    return this.kinds.get(kind);
  }

  /** In registration order. */
  all(): RegisteredKind[] {
    return [...this.kinds.values()];
  }
}

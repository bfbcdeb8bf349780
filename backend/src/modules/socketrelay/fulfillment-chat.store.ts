import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlConversationStore } from '../chat/sql-conversation.store';
import { SocketRelayErrors } from './socketrelay.errors';

const PARTIES = `SELECT r.user_id AS a, f.fulfiller_user_id AS b FROM socketrelay_fulfillments f JOIN socketrelay_requests r ON r.id = f.request_id WHERE f.id = $1`;

/**
 * A fulfilment's chat: between the requester and the fulfiller only; open while the fulfilment is
 * active; its history stays readable to both after it closed, and to the blocked member after a
 * block (which reads exactly like a cancel to them), never to the blocker; a message to a closed
 * one is a 409 "This fulfillment is closed".
 */
@Injectable()
export class FulfillmentChatStore extends SqlConversationStore {
  constructor(@InjectDataSource() db: DataSource) {
    super(db, {
      kind: 'fulfillment',
      messageTable: 'socketrelay_messages',
      keyColumn: 'fulfillment_id',
      openConversationSql: `${PARTIES} AND f.status = 'active'`,
      participantsSql: PARTIES,
      closedError: SocketRelayErrors.fulfillmentClosed,
      blockedKeepsHistory: true,
    });
  }
}

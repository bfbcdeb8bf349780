import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlConversationStore } from '../chat/sql-conversation.store';
import { LighthouseErrors } from './lighthouse.errors';

const PARTIES = `SELECT m.seeker_id AS a, p.host_id AS b FROM lighthouse_matches m JOIN lighthouse_properties p ON p.id = m.property_id WHERE m.id = $1`;

/**
 * An accepted request's conversation, between its seeker and the property's host only: open while
 * it is accepted; its history stays readable to both once completed or cancelled (never across a
 * block), like SocketRelay's; a message to a closed one is a 409 "This conversation is closed".
 */
@Injectable()
export class MatchChatStore extends SqlConversationStore {
  constructor(@InjectDataSource() db: DataSource) {
    super(db, {
      kind: 'match',
      messageTable: 'lighthouse_messages',
      keyColumn: 'match_id',
      openConversationSql: `${PARTIES} AND m.status = 'accepted'`,
      participantsSql: `${PARTIES} AND m.status IN ('accepted', 'completed', 'cancelled')`,
      closedError: LighthouseErrors.conversationClosed,
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlConversationStore } from '../chat/sql-conversation.store';

/** An accepted request's conversation: open while it is accepted, between its seeker and the property's host only. */
@Injectable()
export class MatchChatStore extends SqlConversationStore {
  constructor(@InjectDataSource() db: DataSource) {
    super(db, {
      kind: 'match',
      messageTable: 'lighthouse_messages',
      keyColumn: 'match_id',
      openConversationSql: `SELECT m.seeker_id AS a, p.host_id AS b FROM lighthouse_matches m JOIN lighthouse_properties p ON p.id = m.property_id WHERE m.id = $1 AND m.status = 'accepted'`,
    });
  }
}

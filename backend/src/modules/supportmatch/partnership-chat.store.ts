import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlConversationStore } from '../chat/sql-conversation.store';

/** A partnership's chat: open while the partnership is active, between its two partners. */
@Injectable()
export class PartnershipChatStore extends SqlConversationStore {
  constructor(@InjectDataSource() db: DataSource) {
    super(db, {
      kind: 'partnership',
      messageTable: 'supportmatch_messages',
      keyColumn: 'partnership_id',
      openConversationSql: `SELECT user1_id AS a, user2_id AS b FROM supportmatch_partnerships WHERE id = $1 AND status = 'active'`,
    });
  }
}

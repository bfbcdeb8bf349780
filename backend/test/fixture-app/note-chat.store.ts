import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlConversationStore } from '../../src/modules/chat/sql-conversation.store';

/** A note's conversation, between its author and its reader, stored in `fixture_note_messages` (made by createChatTable). */
@Injectable()
export class NoteChatStore extends SqlConversationStore {
  constructor(@InjectDataSource() db: DataSource) {
    super(db, {
      kind: 'note',
      unreadKind: 'fixture.chat_unread',
      messageTable: 'fixture_note_messages',
      keyColumn: 'note_id',
      openConversationSql: `SELECT author_id AS a, reader_id AS b FROM fixture_notes WHERE id = $1`,
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChatMessage, ConversationStore, MessagePage } from '../chat/chat.types';
import { SupportMatchErrors } from './supportmatch.errors';

interface MessageRow {
  id: string;
  sender_id: string;
  content: string;
  created_at: Date;
}

function toChatMessage(r: MessageRow): ChatMessage {
  return { id: r.id, senderId: r.sender_id, content: r.content, createdAt: r.created_at.toISOString() };
}

/**
 * A partnership's chat: only its two partners, only while it is active, never between two
 * members when either has blocked the other. Everyone else gets the same 404.
 */
@Injectable()
export class PartnershipChatStore implements ConversationStore {
  readonly kind = 'partnership' as const;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async assertCanRead(userId: string, partnershipId: string): Promise<void> {
    const rows = await this.db.query(
      `SELECT 1 FROM partnerships p
       WHERE p.id = $1 AND p.status = 'active' AND $2 IN (p.user1_id, p.user2_id)
         AND NOT EXISTS (SELECT 1 FROM exclusions e
                         WHERE (e.user_id = p.user1_id AND e.excluded_user_id = p.user2_id)
                            OR (e.user_id = p.user2_id AND e.excluded_user_id = p.user1_id))`,
      [partnershipId, userId],
    );
    if (rows.length === 0) throw SupportMatchErrors.conversationNotFound();
  }

  /** The page's messages, oldest first; a `before` that is not a message of this conversation gives an empty page. */
  async list(partnershipId: string, page: MessagePage): Promise<ChatMessage[]> {
    const rows: MessageRow[] = await this.db.query(
      `SELECT * FROM (
         SELECT m.id, m.sender_id, m.content, m.created_at FROM messages m
         WHERE m.partnership_id = $1
           AND ($2::uuid IS NULL OR (m.created_at, m.id) < (SELECT b.created_at, b.id FROM messages b WHERE b.id = $2 AND b.partnership_id = $1))
         ORDER BY m.created_at DESC, m.id DESC LIMIT $3
       ) page ORDER BY created_at, id`,
      [partnershipId, page.before ?? null, page.limit],
    );
    return rows.map(toChatMessage);
  }

  async insert(userId: string, partnershipId: string, content: string): Promise<ChatMessage> {
    // The check and the insert are one statement, so a partnership that ends (or a block made)
    // a moment before cannot receive the message.
    const rows: MessageRow[] = await this.db.query(
      `INSERT INTO messages (partnership_id, sender_id, content)
       SELECT p.id, $2, $3 FROM partnerships p
       WHERE p.id = $1 AND p.status = 'active' AND $2 IN (p.user1_id, p.user2_id)
         AND NOT EXISTS (SELECT 1 FROM exclusions e
                         WHERE (e.user_id = p.user1_id AND e.excluded_user_id = p.user2_id)
                            OR (e.user_id = p.user2_id AND e.excluded_user_id = p.user1_id))
       RETURNING id, sender_id, content, created_at`,
      [partnershipId, userId, content],
    );
    if (rows.length === 0) throw SupportMatchErrors.conversationNotFound();
    return toChatMessage(rows[0]);
  }
}

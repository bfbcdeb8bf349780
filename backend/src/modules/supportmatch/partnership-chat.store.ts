import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChatMessage, ConversationStore } from '../chat/chat.types';
import { MessageEntity } from './entities/message.entity';
import { SupportMatchErrors } from './supportmatch.errors';

function toChatMessage(m: MessageEntity): ChatMessage {
  return { id: m.id, senderId: m.senderId, content: m.content, createdAt: m.createdAt.toISOString() };
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

  async list(partnershipId: string): Promise<ChatMessage[]> {
    const rows = await this.db.getRepository(MessageEntity).find({ where: { partnershipId }, order: { createdAt: 'ASC', id: 'ASC' }, take: 1000 });
    return rows.map(toChatMessage);
  }

  async insert(userId: string, partnershipId: string, content: string): Promise<ChatMessage> {
    // The check and the insert are one statement, so a partnership that ends (or a block made)
    // a moment before cannot receive the message.
    const rows: { id: string; sender_id: string; content: string; created_at: Date }[] = await this.db.query(
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
    const r = rows[0];
    return { id: r.id, senderId: r.sender_id, content: r.content, createdAt: r.created_at.toISOString() };
  }
}

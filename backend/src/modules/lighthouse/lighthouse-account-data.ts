import { FORMER_MEMBER } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AccountDataContributor, iso } from '../account-data/account-data.registry';
import { ChatService } from '../chat/chat.service';
import { LighthousePhotosService } from './lighthouse-photos.service';
import { LighthouseTrustRepository } from './lighthouse-trust.repository';
import { toReference } from './lighthouse-trust.service';
import { LighthouseProfileEntity } from './entities/lighthouse-profile.entity';
import { PropertyRow, toOwnProperty, toProfileResponse } from './lighthouse.mappers';
import { PROPERTY_COLUMNS, PROPERTY_FROM, REQUEST_COUNTS } from './lighthouse.sql';


interface RequestRow {
  id: string;
  status: string;
  property_id: string;
  title: string;
  city: string;
  state: string;
  other_name: string | null;
  seeker_message: string | null;
  host_response: string | null;
  proposed_move_in_date: string | null;
  created_at: Date;
  updated_at: Date;
}

const REQUEST_COLUMNS = `m.id, m.status, m.property_id, p.title, p.city, p.state, m.seeker_message, m.host_response,
  to_char(m.proposed_move_in_date, 'YYYY-MM-DD') AS proposed_move_in_date, m.created_at, m.updated_at`;

/**
 * LightHouse's part of the export and of account deletion. The export holds the member's profile
 * (their own phone included), their listings complete (their own address), the requests they sent
 * as a seeker (the host by display name) and those on their listings (the seeker by display name),
 * and the messages they sent. Deletion unlists their listings and erases each one's street address,
 * zip code and photos, files included (a seeker must not keep a deleted host's address), cancels every open (pending
 * or accepted) request on either side (conversations are closed after commit), erases the words they
 * wrote (messages, request messages, host responses) and deletes their profile; the other side sees
 * "a former member".
 */
@Injectable()
export class LighthouseAccountData implements AccountDataContributor {
  readonly key = 'lighthouse';

  constructor(
    private readonly chat: ChatService,
    private readonly photos: LighthousePhotosService,
    private readonly trust: LighthouseTrustRepository,
  ) {}

  async export(tx: EntityManager, userId: string): Promise<unknown> {
    const profile = await tx.findOneBy(LighthouseProfileEntity, { userId });
    const listings: PropertyRow[] = await tx.query(
      `SELECT ${PROPERTY_COLUMNS}, ${REQUEST_COUNTS} ${PROPERTY_FROM} WHERE p.host_id = $1 ORDER BY p.created_at, p.id`,
      [userId],
    );
    const sent: RequestRow[] = await tx.query(
      `SELECT ${REQUEST_COLUMNS}, hp.display_name AS other_name
       FROM lighthouse_matches m JOIN lighthouse_properties p ON p.id = m.property_id
       LEFT JOIN lighthouse_profiles hp ON hp.user_id = p.host_id
       WHERE m.seeker_id = $1 ORDER BY m.created_at, m.id`,
      [userId],
    );
    const received: RequestRow[] = await tx.query(
      `SELECT ${REQUEST_COLUMNS}, sp.display_name AS other_name
       FROM lighthouse_matches m JOIN lighthouse_properties p ON p.id = m.property_id
       LEFT JOIN lighthouse_profiles sp ON sp.user_id = m.seeker_id
       WHERE p.host_id = $1 ORDER BY m.created_at, m.id`,
      [userId],
    );
    const messages: { match_id: string; content: string; created_at: Date }[] = await tx.query(
      `SELECT match_id, content, created_at FROM lighthouse_messages WHERE sender_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    // Only her own words: a seeker's message in what she sent, a host's response in what she received.
    const request = (r: RequestRow) => ({
      id: r.id,
      status: r.status,
      property: { id: r.property_id, title: r.title, city: r.city, state: r.state },
      proposedMoveInDate: r.proposed_move_in_date,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    });
    return {
      profile: profile ? toProfileResponse(profile) : null,
      listings: listings.map(toOwnProperty),
      requestsSent: sent.map((r) => ({ ...request(r), seekerMessage: r.seeker_message, hostDisplayName: r.other_name ?? FORMER_MEMBER })),
      requestsReceived: received.map((r) => ({ ...request(r), hostResponse: r.host_response, seekerDisplayName: r.other_name ?? FORMER_MEMBER })),
      messagesSent: messages.map((m) => ({ matchId: m.match_id, content: m.content, sentAt: iso(m.created_at) })),
      // Issue 32: the references she wrote, and those about her once published (never who wrote them beyond host or seeker).
      references: await (async () => {
        const { written, received } = await this.trust.forExport(tx, userId);
        return { written: written.map((r) => ({ matchId: r.match_id, ...toReference(r) })), received: received.map(toReference) };
      })(),
    };
  }

  async erase(tx: EntityManager, userId: string): Promise<() => Promise<void>> {
    await this.trust.eraseWritten(tx, userId);
    // Their listings first, locked as an accept and an edit lock them: an accept racing this finds
    // the listing unlisted, a new request (which share-locks it) finds it gone.
    await tx.query(`SELECT id FROM lighthouse_properties WHERE host_id = $1 ORDER BY id FOR UPDATE`, [userId]);
    await tx.query(
      `UPDATE lighthouse_properties SET is_active = false, address = '', zip_code = '', photos = '{}', updated_at = now() WHERE host_id = $1`,
      [userId],
    );
    // Uploaded photos go with the address: rows now, files once the deletion is committed.
    const [photoFiles]: [{ media_key: string }[], number] = await tx.query(
      `DELETE FROM lighthouse_property_photos ph USING lighthouse_properties p WHERE p.id = ph.property_id AND p.host_id = $1 RETURNING ph.media_key`,
      [userId],
    );
    const [cancelled]: [{ id: string }[], number] = await tx.query(
      `UPDATE lighthouse_matches m SET status = 'cancelled', updated_at = now()
       FROM lighthouse_properties p
       WHERE p.id = m.property_id AND m.status IN ('pending', 'accepted') AND $1 IN (m.seeker_id, p.host_id)
       RETURNING m.id`,
      [userId],
    );
    await tx.query(`UPDATE lighthouse_matches SET seeker_message = NULL WHERE seeker_id = $1 AND seeker_message IS NOT NULL`, [userId]);
    await tx.query(
      `UPDATE lighthouse_matches m SET host_response = NULL FROM lighthouse_properties p
       WHERE p.id = m.property_id AND p.host_id = $1 AND m.host_response IS NOT NULL`,
      [userId],
    );
    await tx.query(`UPDATE lighthouse_messages SET content = '' WHERE sender_id = $1`, [userId]);
    await tx.query(`DELETE FROM lighthouse_profiles WHERE user_id = $1`, [userId]);
    return async () => {
      cancelled.forEach((m) => this.chat.closed('match', m.id));
      await this.photos.deleteFiles(photoFiles);
    };
  }
}

import type { ReportKind } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { notBlocked, notBlockedBy } from '../safety/blocks.sql';
import { notSuspended } from '../safety/suspension.sql';

/** What a report is about, found as the reporter may see it: who is reported and the evidence. */
export interface ReportSubject {
  reportedUserId: string;
  /** The subject as it is now (kept in the report whatever happens to it later). Never an address or an email. */
  snapshot: Record<string, unknown>;
}

/*
 * The sub-apps' visibility rules, restated here (the platform imports no sub-app; a "reports" seam in
 * the manifest would let each app declare its own kinds: see docs/moderation.md). They must read as
 * LightHouse's VISIBLE_TO_VIEWER and SocketRelay's HAS_ACTIVE_FULFILLMENT do; the e2e spec checks
 * that an outsider gets a 404 for each kind.
 */
const LIGHTHOUSE_LISTED = `p.is_active AND NOT p.hidden_by_admin AND hp.is_active IS TRUE AND ${notSuspended('p.host_id')}`;
const LIGHTHOUSE_VISIBLE = `(p.host_id = $2 OR (${notBlocked('$2', 'p.host_id')} AND (${LIGHTHOUSE_LISTED}
  OR EXISTS (SELECT 1 FROM lighthouse_matches vm WHERE vm.property_id = p.id AND vm.seeker_id = $2 AND vm.status = 'accepted'))))`;
const SOCKETRELAY_FULFILLING = `EXISTS (SELECT 1 FROM socketrelay_fulfillments af WHERE af.request_id = r.id AND af.status = 'active')`;

/** How many messages of a conversation the evidence keeps (the newest, up to the reported one). */
const CONTEXT_MESSAGES = 20;

/** A conversation's newest messages as evidence: who sent each (the reported member or not), the text, when. */
const conversationContext = (table: string, column: string) => `
  SELECT coalesce(json_agg(json_build_object('fromReported', x.sender_id = $2, 'content', x.content, 'createdAt', x.created_at) ORDER BY x.created_at, x.id), '[]'::json)
  FROM (SELECT id, sender_id, content, created_at FROM ${table} WHERE ${column} = $1 AND created_at <= $3 ORDER BY created_at DESC, id DESC LIMIT ${CONTEXT_MESSAGES}) x`;

interface Row {
  reported: string;
  snapshot: Record<string, unknown>;
}

/**
 * The one place that knows, per report kind, where the subject lives, whether the reporter may
 * see it (a member's own conversation, a listing she can browse…; else the report is a 404), who
 * it is about and what the evidence holds. Arguments: $1 the subject id, $2 the reporter.
 */
@Injectable()
export class ReportSubjectsRepository {
  async find(tx: EntityManager, kind: ReportKind, id: string, reporterId: string): Promise<ReportSubject | null> {
    const rows = await this.query(tx, kind, id, reporterId);
    const [row] = rows;
    return row ? { reportedUserId: row.reported, snapshot: row.snapshot } : null;
  }

  private async query(tx: EntityManager, kind: ReportKind, id: string, reporterId: string): Promise<Row[]> {
    switch (kind) {
      case 'member':
        // A member the reporter can meet: not deleted, a member, and she has not blocked the reporter.
        return tx.query(
          `SELECT u.id AS reported, json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'profileImageUrl', u.profile_image_url) AS snapshot
           FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL AND (u.invite_code_used IS NOT NULL OR u.is_admin) AND ${notBlockedBy('u.id', '$2')}`,
          [id, reporterId],
        );
      case 'supportmatch.partnership':
        return this.withMessages(
          tx,
          `SELECT CASE WHEN p.user1_id = $2 THEN p.user2_id ELSE p.user1_id END AS reported, p.id,
                  json_build_object('status', p.status, 'startDate', p.start_date, 'endDate', p.end_date,
                    'partnerNickname', (SELECT sp.nickname FROM supportmatch_profiles sp WHERE sp.user_id = CASE WHEN p.user1_id = $2 THEN p.user2_id ELSE p.user1_id END)) AS base
           FROM supportmatch_partnerships p WHERE p.id = $1 AND $2 IN (p.user1_id, p.user2_id)`,
          [id, reporterId],
          conversationContext('supportmatch_messages', 'partnership_id'),
        );
      case 'socketrelay.request':
        // An open request she could fulfil (not across a block), or one she fulfilled.
        return tx.query(
          `SELECT r.user_id AS reported,
                  json_build_object('description', r.description, 'status', r.status, 'createdAt', r.created_at, 'expiresAt', r.expires_at,
                    'displayName', (SELECT sp.display_name FROM socketrelay_profiles sp WHERE sp.user_id = r.user_id)) AS snapshot
           FROM socketrelay_requests r
           WHERE r.id = $1 AND r.deleted_at IS NULL
             AND (r.user_id = $2
               OR EXISTS (SELECT 1 FROM socketrelay_fulfillments f WHERE f.request_id = r.id AND f.fulfiller_user_id = $2)
               OR (r.status = 'active' AND r.expires_at > now() AND NOT ${SOCKETRELAY_FULFILLING} AND ${notBlocked('r.user_id', '$2')}))`,
          [id, reporterId],
        );
      case 'socketrelay.fulfillment':
        return this.withMessages(
          tx,
          `SELECT CASE WHEN f.fulfiller_user_id = $2 THEN r.user_id ELSE f.fulfiller_user_id END AS reported, f.id,
                  json_build_object('status', f.status, 'createdAt', f.created_at, 'closedAt', f.closed_at, 'requestDescription', r.description) AS base
           FROM socketrelay_fulfillments f JOIN socketrelay_requests r ON r.id = f.request_id
           WHERE f.id = $1 AND $2 IN (f.fulfiller_user_id, r.user_id)`,
          [id, reporterId],
          conversationContext('socketrelay_messages', 'fulfillment_id'),
        );
      case 'socketrelay.message':
        return this.message(
          tx,
          `SELECT m.sender_id AS reported, m.fulfillment_id AS conversation, m.content, m.created_at
           FROM socketrelay_messages m JOIN socketrelay_fulfillments f ON f.id = m.fulfillment_id JOIN socketrelay_requests r ON r.id = f.request_id
           WHERE m.id = $1 AND $2 IN (f.fulfiller_user_id, r.user_id)`,
          [id, reporterId],
          conversationContext('socketrelay_messages', 'fulfillment_id'),
        );
      case 'lighthouse.property':
        // As the reporter may see it; the evidence never holds the address.
        return tx.query(
          `SELECT p.host_id AS reported,
                  json_build_object('title', p.title, 'description', p.description, 'propertyType', p.property_type, 'city', p.city, 'state', p.state,
                    'houseRules', p.house_rules, 'monthlyRent', p.monthly_rent, 'photos', p.photos,
                    'hostDisplayName', (SELECT hp2.display_name FROM lighthouse_profiles hp2 WHERE hp2.user_id = p.host_id)) AS snapshot
           FROM lighthouse_properties p LEFT JOIN lighthouse_profiles hp ON hp.user_id = p.host_id
           WHERE p.id = $1 AND ${LIGHTHOUSE_VISIBLE}`,
          [id, reporterId],
        );
      case 'lighthouse.match':
        return this.withMessages(
          tx,
          `SELECT CASE WHEN m.seeker_id = $2 THEN p.host_id ELSE m.seeker_id END AS reported, m.id,
                  json_build_object('status', m.status, 'createdAt', m.created_at, 'propertyTitle', p.title,
                    'seekerMessage', m.seeker_message, 'hostResponse', m.host_response) AS base
           FROM lighthouse_matches m JOIN lighthouse_properties p ON p.id = m.property_id
           WHERE m.id = $1 AND $2 IN (m.seeker_id, p.host_id)`,
          [id, reporterId],
          conversationContext('lighthouse_messages', 'match_id'),
        );
      case 'lighthouse.message':
        return this.message(
          tx,
          `SELECT m.sender_id AS reported, m.match_id AS conversation, m.content, m.created_at
           FROM lighthouse_messages m JOIN lighthouse_matches lm ON lm.id = m.match_id JOIN lighthouse_properties p ON p.id = lm.property_id
           WHERE m.id = $1 AND $2 IN (lm.seeker_id, p.host_id)`,
          [id, reporterId],
          conversationContext('lighthouse_messages', 'match_id'),
        );
      case 'lighthouse.reference':
        // A published reference (both written, or 14 days after the stay), reported by anyone but its author (LightHouse's rule, restated).
        return tx.query(
          `SELECT r.author_id AS reported,
                  json_build_object('recommend', r.recommend, 'text', r.text, 'authorRole', r.author_role, 'createdAt', r.created_at, 'propertyTitle', p.title) AS snapshot
           FROM lighthouse_references r JOIN lighthouse_matches m ON m.id = r.match_id JOIN lighthouse_properties p ON p.id = m.property_id
           WHERE r.id = $1 AND r.author_id <> $2 AND ${notBlockedBy('r.author_id', '$2')}
             AND (m.completed_at <= now() - interval '14 days' OR EXISTS (SELECT 1 FROM lighthouse_references o WHERE o.match_id = r.match_id AND o.author_id <> r.author_id))`,
          [id, reporterId],
        );
    }
  }

  /** A conversation's subject plus its newest messages (the reported member's marked) as they are now. */
  private async withMessages(tx: EntityManager, sql: string, params: unknown[], context: string): Promise<Row[]> {
    const rows: { reported: string; id: string; base: Record<string, unknown> }[] = await tx.query(sql, params);
    if (rows.length === 0) return [];
    const [{ messages }] = await tx.query(`SELECT (${context}) AS messages`, [rows[0].id, rows[0].reported, new Date()]);
    return [{ reported: rows[0].reported, snapshot: { ...rows[0].base, messages } }];
  }

  /** One message (the reported member's), with the conversation around it up to that message. */
  private async message(tx: EntityManager, sql: string, params: unknown[], context: string): Promise<Row[]> {
    const rows: { reported: string; conversation: string; content: string; created_at: Date }[] = await tx.query(sql, params);
    if (rows.length === 0) return [];
    const [m] = rows;
    const [{ messages }] = await tx.query(`SELECT (${context}) AS messages`, [m.conversation, m.reported, m.created_at]);
    return [{ reported: m.reported, snapshot: { content: m.content, createdAt: m.created_at, conversationId: m.conversation, messages } }];
  }
}

/**
 * SQL fragments shared by the LightHouse services. `$1` is always the viewer's user id. Column
 * and table names come from code, never from input.
 */
import { FORMER_MEMBER } from '@pfe/contracts';
import { notBlocked } from '../safety/blocks.sql';
import { notSuspended } from '../safety/suspension.sql';

/** Listed for everyone: the host's switch on, not hidden by an admin, the host's profile active (and there: a deleted member has none). */
export const LISTED = `p.is_active AND NOT p.hidden_by_admin AND hp.is_active IS TRUE AND ${notSuspended('p.host_id')}`;

/** The columns of `PropertyRow` for the property `p` and its host's profile `hp`, seen by the viewer $1. */
export const PROPERTY_COLUMNS = `
  p.id, p.host_id, p.property_type, p.title, p.description, p.address, p.city, p.state, p.zip_code,
  p.bedrooms, p.bathrooms::text AS bathrooms, p.amenities, p.house_rules, p.monthly_rent::text AS monthly_rent,
  p.security_deposit::text AS security_deposit, to_char(p.available_from, 'YYYY-MM-DD') AS available_from,
  to_char(p.available_until, 'YYYY-MM-DD') AS available_until, p.max_occupants, p.is_active,
  (SELECT COALESCE(array_agg(ph.id::text ORDER BY ph.created_at, ph.id), '{}'::text[]) FROM lighthouse_property_photos ph WHERE ph.property_id = p.id) AS photo_ids,
  p.hidden_by_admin, p.created_at, p.updated_at, COALESCE(hp.display_name, '${FORMER_MEMBER}') AS host_display_name, hp.phone_number AS host_phone,
  CASE WHEN p.host_id = $1 THEN 'owner'
       WHEN EXISTS (SELECT 1 FROM lighthouse_matches am WHERE am.property_id = p.id AND am.seeker_id = $1 AND am.status = 'accepted') THEN 'accepted'
       ELSE 'public' END AS relation`;

/** The counts of open requests on `p` (for its host and the console). */
export const REQUEST_COUNTS = `
  (SELECT count(*)::int FROM lighthouse_matches c WHERE c.property_id = p.id AND c.status = 'pending') AS pending_requests,
  (SELECT count(*)::int FROM lighthouse_matches c WHERE c.property_id = p.id AND c.status = 'accepted') AS accepted_requests`;

/** The host's profile is a left join: a listing whose host deleted their account stays a record, its host "a former member". */
export const PROPERTY_FROM = `FROM lighthouse_properties p LEFT JOIN lighthouse_profiles hp ON hp.user_id = p.host_id`;

/**
 * The viewer ($1) may see the property: they own it; or no block stands between them and its host,
 * and it is listed or their request for it is accepted (they keep seeing the place they are moving
 * into when the host takes the listing down).
 */
export const VISIBLE_TO_VIEWER = `(p.host_id = $1 OR (${notBlocked('$1', 'p.host_id')} AND (${LISTED}
  OR EXISTS (SELECT 1 FROM lighthouse_matches vm WHERE vm.property_id = p.id AND vm.seeker_id = $1 AND vm.status = 'accepted'))))`;

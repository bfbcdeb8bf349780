/** SQL fragments shared by the SupportMatch services (arguments are SQL expressions written in code, never input). */

/**
 * The members `a` and `b` share or shared a partnership, whatever its status: they have met in
 * SupportMatch. Only then does one learn the other's nickname or block her from SupportMatch.
 */
export const werePartners = (a: string, b: string): string =>
  `EXISTS (SELECT 1 FROM supportmatch_partnerships x WHERE (x.user1_id = ${a} AND x.user2_id = ${b}) OR (x.user1_id = ${b} AND x.user2_id = ${a}))`;

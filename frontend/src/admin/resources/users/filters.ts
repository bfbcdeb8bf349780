/**
 * The User Management filters (GET /api/admin/users: `filter.subscriptionStatus`,
 * `filter.isAdmin` and the `q` search), as pure functions over react-admin's filter values.
 */
export type StatusFilter = '' | 'active' | 'overdue' | 'inactive';
export type RoleFilter = '' | 'admin' | 'member';

/** Each option's label is a key of the console's strings (admin.json). */
export const STATUS_FILTER_OPTIONS: readonly { value: StatusFilter; labelKey: string }[] = [
  { value: '', labelKey: 'users.filters.allStatuses' },
  { value: 'active', labelKey: 'users.filters.active' },
  { value: 'overdue', labelKey: 'users.filters.overdue' },
  { value: 'inactive', labelKey: 'users.filters.inactive' },
];

export const ROLE_FILTER_OPTIONS: readonly { value: RoleFilter; labelKey: string }[] = [
  { value: '', labelKey: 'users.filters.allRoles' },
  { value: 'admin', labelKey: 'users.filters.admins' },
  { value: 'member', labelKey: 'users.filters.members' },
];

type Filter = Record<string, unknown>;

export function statusOf(filter: Filter): StatusFilter {
  const value = filter.subscriptionStatus;
  return value === 'active' || value === 'overdue' || value === 'inactive' ? value : '';
}

export function roleOf(filter: Filter): RoleFilter {
  if (filter.isAdmin === true) return 'admin';
  if (filter.isAdmin === false) return 'member';
  return '';
}

/** The filter with the status set, or removed for "All statuses"; other keys kept. */
export function withStatus(filter: Filter, status: StatusFilter): Filter {
  const { subscriptionStatus: _previous, ...rest } = filter;
  return status ? { ...rest, subscriptionStatus: status } : rest;
}

/** The filter with isAdmin set (true for admins, false for members), or removed for "All roles". */
export function withRole(filter: Filter, role: RoleFilter): Filter {
  const { isAdmin: _previous, ...rest } = filter;
  return role ? { ...rest, isAdmin: role === 'admin' } : rest;
}

/** The query string react-admin's list reads its filter from, e.g. `?filter={"subscriptionStatus":"overdue"}`. */
export function listSearch(filter: Filter): string {
  return `?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}

/**
 * The User Management filters (GET /api/admin/users: `filter.subscriptionStatus`,
 * `filter.isAdmin` and the `q` search), as pure functions over react-admin's filter values.
 */
export type StatusFilter = '' | 'active' | 'overdue' | 'inactive';
export type RoleFilter = '' | 'admin' | 'member';

export const STATUS_FILTER_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'inactive', label: 'Inactive' },
];

export const ROLE_FILTER_OPTIONS: readonly { value: RoleFilter; label: string }[] = [
  { value: '', label: 'All roles' },
  { value: 'admin', label: 'Admins' },
  { value: 'member', label: 'Members' },
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

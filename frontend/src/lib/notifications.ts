import { type NotificationCounts, type NotificationItem, type NotificationPage, type NotificationSettings } from '@pfe/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { discreetUpdateText } from './discreet';
import { i18n } from './i18n';
import { useSocketEvent } from './socket';
import type { NotificationRenderer, SubAppInfo } from './sub-apps';
import { deviceName } from './i18n/device';

/**
 * The member's notifications (ARCHITECTURE.md "Notifications"): one query for the newest page and
 * the unread counts (bell, sidebar badges, conversation badges), the paged list, marking read and
 * the switches. The shell listens to the socket's `notification` event and refreshes them; while the
 * socket is down they are polled.
 */
export const notificationsKey = ['notifications'] as const;
const summaryKey = [...notificationsKey, 'summary'] as const;
const listKey = [...notificationsKey, 'list'] as const;
export const notificationSettingsKey = ['notification-settings'] as const;

const POLL_MS = 30_000;

export const getNotifications = (before?: string) => api.get<NotificationPage>(`/api/notifications${before ? `?before=${encodeURIComponent(before)}` : ''}`);

/** The newest page and the unread counts, polled only while `poll` (no live socket). */
export function useNotificationSummary(poll = false) {
  return useQuery({ queryKey: summaryKey, queryFn: () => getNotifications(), refetchInterval: poll ? POLL_MS : false });
}

/** The whole list, newest first, a page at a time. */
export function useNotificationList() {
  return useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.items.length > 0 ? last.items[last.items.length - 1].id : undefined),
  });
}

/**
 * Refreshes everything on each live notification, and when some were read (here, in another tab or
 * device, or by opening a conversation: `notification_read`); answers whether the socket is live.
 */
export function useLiveNotifications(onNotification?: (n: NotificationItem) => void): { live: boolean } {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });
  const { connected } = useSocketEvent<NotificationItem>('notification', (n) => {
    refresh();
    onNotification?.(n);
  });
  useSocketEvent('notification_read', refresh);
  return { live: connected };
}

/**
 * Unread messages in one conversation (a partnership, fulfilment or match id), for the badges of
 * the apps' conversation lists: 0 once she opened it. Live while the shell's bell listens.
 */
export function useUnreadMessages(conversationId: string | undefined): number {
  const { data } = useNotificationSummary();
  return (conversationId && data?.unreadChats?.[conversationId]) || 0;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (what: { ids: string[] } | { all: true }) => api.post<NotificationCounts>('/api/notifications/read', what),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsKey, queryFn: () => api.get<NotificationSettings>('/api/notifications/settings') });
}

export function useUpdateNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: string; inApp: boolean; email: boolean }) => api.put<NotificationSettings>('/api/notifications/settings', input),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}

/** The platform's own kinds (account security); the sub-apps' come from their manifest entries. Their words are the shell's strings (`shell:kinds.<kind>`). */
const SECURITY: Record<string, NotificationRenderer> = {
  'security.sign_in': { label: 'New sign-ins', text: (n) => (n.data.device ? i18n.t('shell:kinds.security.sign_in.textDevice', { device: deviceName(String(n.data.device)) }) : i18n.t('shell:kinds.security.sign_in.text')), href: () => '/settings' },
  'security.password_changed': { label: 'Password changes', text: (n) => i18n.t(n.data.via === 'reset' ? 'shell:kinds.security.password_changed.textReset' : 'shell:kinds.security.password_changed.text'), href: () => '/settings' },
  'security.passkey_added': { label: 'Passkey added', text: () => i18n.t('shell:kinds.security.passkey_added.text'), href: () => '/settings' },
  'security.passkey_removed': { label: 'Passkey removed', text: () => i18n.t('shell:kinds.security.passkey_removed.text'), href: () => '/settings' },
  'security.data_export': { label: 'Data downloaded', text: () => i18n.t('shell:kinds.security.data_export.text'), href: () => '/settings' },
  'security.reset_link_issued': { label: 'Admin reset links', text: () => i18n.t('shell:kinds.security.reset_link_issued.text'), href: () => '/settings' },
  'security.reset_link_used': { label: 'Admin reset link used', text: () => i18n.t('shell:kinds.security.reset_link_used.text'), href: () => '/settings' },
  'security.session_guessing': { label: 'Wrong passwords', text: () => i18n.t('shell:kinds.security.session_guessing.text'), href: () => '/settings' },
  'security.moderation_warning': { label: 'Warnings', text: () => i18n.t('shell:kinds.security.moderation_warning.text'), href: () => '/settings#moderation' },
  'security.moderation_suspended': { label: 'Suspensions', text: () => i18n.t('shell:kinds.security.moderation_suspended.text'), href: () => '/settings#moderation' },
  'security.moderation_lifted': { label: 'Suspension lifted', text: () => i18n.t('shell:kinds.security.moderation_lifted.text'), href: () => '/settings#moderation' },
  'security.moderation_appeal_decided': { label: 'Appeal decisions', text: () => i18n.t('shell:kinds.security.moderation_appeal_decided.text'), href: () => '/settings#moderation' },
};

/** The name of the account security kinds' group, in the UI's language. */
export const securityLabel = (): string => i18n.t('shell:securityLabel');

/** How a kind is named and read (the platform's security kinds, or the sub-app's manifest entry). */
export function rendererOf(kind: string, apps: readonly SubAppInfo[]): NotificationRenderer | undefined {
  return SECURITY[kind] ?? apps.find((a) => a.id === kind.split('.')[0])?.notifications?.[kind as NotificationItem['kind']];
}

/** How a kind is named in the switches, in the UI's language (its renderer's English `label` if the strings have none). */
export function kindLabel(kind: string, apps: readonly SubAppInfo[]): string {
  const key = `notifications:kinds.${kind}.label`;
  return i18n.exists(key) ? i18n.t(key) : (rendererOf(kind, apps)?.label ?? kind);
}

/** What a notification says and where it leads; in discreet mode a glance shows only the neutral text. */
export function describeNotification(n: NotificationItem, apps: readonly SubAppInfo[]): { text: string; href: string } {
  const renderer = rendererOf(n.kind, apps);
  if (!renderer) return { text: discreetUpdateText(), href: '/notifications' };
  return { text: renderer.text(n), href: renderer.href(n) };
}

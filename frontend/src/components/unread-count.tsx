import Box from '@mui/material/Box';
import { useUnreadMessages } from '../lib/notifications';
import { i18n } from '../lib/i18n';

/** Read by screen readers, not shown. */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** "99+" past 99, as the bell. */
export const unreadLabel = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * An unread count inside a link or button (a conversation, a sidebar app): a small pill showing the
 * number, read as ", 3 unread" so the control's accessible name holds it ("View Partnership, 3 unread").
 * Only a number, in every mode: it names no one and says nothing anyone wrote. Nothing at 0.
 */
export function UnreadCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Box
      component="span"
      data-unread={count}
      sx={{ ml: 1, px: 0.75, minWidth: 20, borderRadius: 8, bgcolor: 'error.main', color: 'error.contrastText', fontSize: '0.75rem', fontWeight: 700, lineHeight: '20px', textAlign: 'center', flexShrink: 0 }}
    >
      <Box component="span" sx={visuallyHidden}>
        ,{' '}
      </Box>
      {unreadLabel(count)}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {i18n.t('common:unreadWord')}
      </Box>
    </Box>
  );
}

/**
 * The unread messages of one conversation (a partnership, fulfilment or match id), for the apps'
 * conversation lists: live, and gone once she opened the conversation.
 */
export function ConversationUnread({ id }: { id: string | undefined }) {
  return <UnreadCount count={useUnreadMessages(id)} />;
}

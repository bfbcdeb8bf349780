import { i18n } from '../../lib/i18n';
import type { ReportKind } from '@pfe/contracts';
import { useState } from 'react';
import { ReportDialog } from '../report-dialog';
import { useToast } from '../toast';
import { ApiError, messageOf } from '../../lib/api-client';
import { MessageThread } from './message-thread';
import { ConversationClosedError, isConversationGone, type useConversation } from './use-conversation';

/**
 * A conversation's thread, wired to its useConversation once for every app (SupportMatch's
 * partnership, SocketRelay's fulfilment, LightHouse's match): the messages, the unconfirmed ones
 * with their state, older pages, and the composer. A message the server refuses for good shows
 * the spec's error toast (§8: server message, else "Failed to send message") and keeps the draft;
 * a conversation that turned out to be gone (404) or closed (409, `onClosedMeanwhile`) says so by
 * itself, with no toast.
 */
export function ConversationThread({
  conversation,
  draftKey,
  currentUserId,
  partnerName,
  closed,
  closedText,
  timeOf,
  onClosedMeanwhile,
  reportKind,
}: {
  conversation: ReturnType<typeof useConversation>;
  draftKey: string;
  currentUserId: string;
  partnerName: string;
  closed: boolean;
  closedText?: string;
  timeOf?: (iso: string) => string;
  /** The server answered 409: the conversation closed meanwhile; the screen reads its status again. */
  onClosedMeanwhile?: () => void;
  /** The report kind of one of its messages (issue 32): each of the other member's messages can be reported. */
  reportKind?: Extract<ReportKind, 'socketrelay.message' | 'lighthouse.message'>;
}) {
  const { toast } = useToast();
  const [reporting, setReporting] = useState<string | null>(null);
  const onSend = async (content: string) => {
    try {
      await conversation.send(content);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && onClosedMeanwhile) onClosedMeanwhile();
      else if (!isConversationGone(error) && !(error instanceof ConversationClosedError)) {
        toast({ title: i18n.t('chat:error'), description: messageOf(error, i18n.t('chat:sendFailed')), variant: 'destructive' });
      }
      return false;
    }
  };
  return (
    <>
      <MessageThread
        draftKey={draftKey}
        messages={conversation.data}
        outgoing={conversation.outgoing}
        currentUserId={currentUserId}
        partnerName={partnerName}
        isPending={conversation.isPending}
        error={conversation.data === undefined && conversation.isError ? messageOf(conversation.error) : undefined}
        sending={conversation.isSending}
        onSend={onSend}
        hasOlder={conversation.hasOlder}
        loadingOlder={conversation.isLoadingOlder}
        olderError={conversation.loadOlderError === undefined ? undefined : messageOf(conversation.loadOlderError)}
        onLoadOlder={conversation.loadOlder}
        closed={closed}
        closedText={closedText}
        timeOf={timeOf}
        onReportMessage={reportKind ? setReporting : undefined}
      />
      {reportKind && (
        <ReportDialog open={reporting !== null} onClose={() => setReporting(null)} kind={reportKind} id={reporting ?? ''} name={`${partnerName}'s message`} />
      )}
    </>
  );
}

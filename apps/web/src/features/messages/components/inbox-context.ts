import { createContext, useContext } from 'react';
import type { InboxId } from '../business-inbox';

// Whose inbox the Messages page shows: the member's own (id null) or a business's they answer for as one of
// its admins. Every messaging query and mutation under it goes out for that inbox.
export interface MessageInbox {
  id: InboxId;
  // The business's name (null: the member's own inbox, or a business not among their teams).
  name: string | null;
}

export const OWN_INBOX: MessageInbox = { id: null, name: null };

export const MessageInboxContext = createContext<MessageInbox>(OWN_INBOX);

export const useMessageInbox = (): MessageInbox => useContext(MessageInboxContext);

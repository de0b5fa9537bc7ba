import { MessagesSquare } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Conversation list with the latest message first',
  'Threads that update while you read them',
  'Works on a phone: list and thread side by side or in turn',
  'Start a conversation from any profile',
] as const;

export function MessagesPage() {
  return (
    <>
      <title>Messages · Stave</title>
      <PageHeader icon={MessagesSquare} title="Messages" description="Direct conversations with your connections." />
      <PendingFeature
        icon={MessagesSquare}
        title="Direct messages"
        summary="Private one-to-one conversations with the people in your network."
        points={PURPOSE}
      />
    </>
  );
}

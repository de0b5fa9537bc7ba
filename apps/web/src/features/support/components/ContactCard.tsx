import { Mail } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { BUSINESS_EMAIL } from '@/features/advertising';

// Email support, open to every member (SUPPORT_MESSAGES.businessOnly): the footer's contact address.
export function ContactCard() {
  return (
    <Card className="grid gap-3 p-5" data-testid="support-contact">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Mail className="size-4 text-brand-strong" aria-hidden="true" />
        Still stuck?
      </h2>
      <p className="text-sm text-muted-foreground">
        Email us with your username and what happened, and we will get back to you. Please never send your password.
      </p>
      <a
        href={`mailto:${BUSINESS_EMAIL}?subject=${encodeURIComponent('Help with Stave')}`}
        className="inline-flex max-w-full items-center gap-1.5 text-sm font-medium break-all text-brand-strong underline-offset-4 hover:underline"
      >
        {BUSINESS_EMAIL}
      </a>
    </Card>
  );
}

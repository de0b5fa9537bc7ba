import type { ListingView } from '@stave/contracts';
import { MessageCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { messageMember, emptyMessageToast } from '@/features/messages';
import { toast } from '@/hooks/useToast';
import { ROUTES } from '@/routes';
import { firstMessage, formatPrice, sellerName } from '../listing-format';
import { ListingImage } from './ListingImage';

// 'Message seller': the first message names the listing; once sent, the conversation
// opens in Messages.
export function ContactSellerDialog({ listing, onOpenChange }: { listing: ListingView; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const fieldId = useId();
  const name = sellerName(listing.seller);
  const [text, setText] = useState(() => firstMessage(listing));
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return emptyMessageToast();
    setSending(true);
    const conversationId = await messageMember(listing.seller.id, text.trim());
    setSending(false);
    if (conversationId === null) return;
    toast({ title: 'Message sent', description: `Your message has been sent to ${name}.`, variant: 'success' });
    onOpenChange(false);
    void navigate(`${ROUTES.messages}?c=${conversationId}`);
  };

  return (
    <Dialog open onOpenChange={(next) => (sending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={(event) => void send(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Message seller</DialogTitle>
            <DialogDescription>Your conversation with {name} carries on in Messages.</DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-3 rounded-xl border bg-muted/40 p-3">
            <ListingImage src={listing.photos[0]?.cardUrl} className="size-14 shrink-0 rounded-lg" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{listing.title}</p>
              <p className="text-sm text-brand-strong tabular-nums">{formatPrice(listing.price, listing.currency)}</p>
            </div>
            <UserAvatar username={name} profileImage={listing.seller.profileImage} className="size-9" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Your message to {name}</Label>
            <Textarea id={fieldId} value={text} onChange={(event) => setText(event.target.value)} rows={4} maxLength={4000} autoFocus />
          </div>
          <FormDialogFooter onOpenChange={onOpenChange} busy={sending} busyLabel="Sending..." disabled={!text.trim()} icon={MessageCircle}>
            Send message
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/useToast';
import { ROUTES } from '@/routes';
import { PARAM } from '../collaboration-filters';

export const shareLink = (id: number): string => `${window.location.origin}${ROUTES.collaborate}?${PARAM.shared}=${id}`;

// Copies a link that opens the hub with this call on top.
export function ShareButton({ id, title }: { id: number; title: string }) {
  const share = async () => {
    const link = shareLink(id);
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: 'Paste it anywhere to share this collaboration.', variant: 'success' });
    } catch {
      // No clipboard (an insecure origin, or refused): the link is shown to copy by hand.
      toast({ title: 'Share this collaboration', description: link });
    }
  };
  return (
    <Button variant="outline" onClick={() => void share()} aria-label={`Share: ${title}`}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}

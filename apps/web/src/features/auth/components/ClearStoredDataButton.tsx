import { Eraser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { clearAllBrowserStorage } from '@/lib/auth-storage';

// Empties local and session storage and reloads (a way out of a stuck stored session).
export function ClearStoredDataButton() {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-muted-foreground"
      onClick={() => {
        clearAllBrowserStorage();
        window.location.reload();
      }}
    >
      <Eraser aria-hidden="true" />
      Clear stored data
    </Button>
  );
}

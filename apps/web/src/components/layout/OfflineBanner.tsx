import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';

// Back online, the green banner stays 3 s.
const BACK_ONLINE_MS = 3_000;

// Offline banner for the jobs, events and collaborations screens: while offline it
// says so with Try Again (a reload); back online a green banner shows for 3 s, and onReconnect
// lets the screen fetch what it shows again.
export function OfflineBanner({ onReconnect }: { onReconnect?: () => void }) {
  const online = useOnlineStatus();
  const [wasOffline, setWasOffline] = useState(!online);
  const [backOnline, setBackOnline] = useState(false);

  if (!online && !wasOffline) {
    setWasOffline(true);
    setBackOnline(false);
  }
  if (online && wasOffline) {
    setWasOffline(false);
    setBackOnline(true);
  }

  const reconnected = useEffectEvent(() => onReconnect?.());
  useEffect(() => {
    if (!backOnline) return;
    reconnected();
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  if (!online) {
    return (
      <Alert variant="destructive" role="status" className="mb-6" data-testid="offline-banner">
        <WifiOff aria-hidden="true" />
        <AlertTitle>You are currently offline. Some content may not be available.</AlertTitle>
        <AlertDescription className="mt-2">
          <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (backOnline) {
    return (
      <Alert variant="success" className="mb-6" data-testid="online-banner">
        <Wifi aria-hidden="true" />
        <AlertTitle>You're back online! Content is now up to date.</AlertTitle>
      </Alert>
    );
  }
  return null;
}

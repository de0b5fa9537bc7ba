import { WifiOff } from 'lucide-react';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

interface FormStatusAlertsProps {
  online: boolean;
  // What going offline disables: 'Posting', 'Saving', 'Editing'.
  offlineAction: string;
  // The server's words for the last failed submit, shown under `failureTitle`.
  failure: string | null | undefined;
  failureTitle: string;
}

// A form dialog's two states above its fields (Offline): offline, so submitting is off; and
// the last submit's failure.
export function FormStatusAlerts({ online, offlineAction, failure, failureTitle }: FormStatusAlertsProps) {
  return (
    <>
      {!online ? (
        <Alert variant="destructive" role="status">
          <WifiOff aria-hidden="true" />
          <AlertTitle>You are currently offline</AlertTitle>
          <AlertDescription>{offlineAction} is disabled until you are back online.</AlertDescription>
        </Alert>
      ) : null}
      <FailureAlert title={failureTitle} failure={failure} />
    </>
  );
}

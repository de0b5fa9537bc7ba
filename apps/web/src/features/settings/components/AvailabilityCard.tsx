import { CalendarDays, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/routes';
import { SettingsCard } from './SettingsCard';

// Settings › Account: the way to /settings/availability, where a member keeps their free and busy times.
export function AvailabilityCard() {
  return (
    <SettingsCard
      titleId="availability-card-title"
      title="Availability"
      icon={CalendarDays}
      description="Your free and busy times, private to you; share only a yes or no if you wish, or import your calendar."
    >
      <Button asChild variant="outline">
        <Link to={ROUTES.availability}>
          Open Availability
          <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </SettingsCard>
  );
}

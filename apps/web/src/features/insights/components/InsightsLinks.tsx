import { ChartNoAxesCombined } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ActionLink } from '@/components/ui/action-button';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';

// The way to the insight reports, for Business members only (the plan as the app knows it): in the mobile menu and on
// the profile beside the other Business tools.
export function InsightsMenuItem({ className, active, onNavigate }: { className: string; active: boolean; onNavigate: () => void }) {
  const { user } = useAuth();
  if (user?.subscriptionTier !== 'business') return null;
  return (
    <li>
      <Link to={ROUTES.insights} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={className}>
        <ChartNoAxesCombined className="size-5" aria-hidden="true" />
        Insight reports
      </Link>
    </li>
  );
}

export function InsightsButton() {
  const { user } = useAuth();
  if (user?.subscriptionTier !== 'business') return null;
  return <ActionLink icon={ChartNoAxesCombined} variant="outline" to={ROUTES.insights} label="Insight reports" />;
}

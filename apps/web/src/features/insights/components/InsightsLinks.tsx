import { ChartNoAxesCombined } from 'lucide-react';
import { ToolButton, ToolMenuItem, type ToolMenuItemProps } from '@/components/tool-links/ToolLinks';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';

const TOOL = { to: ROUTES.insights, icon: ChartNoAxesCombined, label: 'Insight reports' };

// The way to the insight reports, for Business members only (the plan as the app knows it): in the mobile menu and on
// the profile beside the other Business tools.
export function InsightsMenuItem(props: ToolMenuItemProps) {
  return useAuth().user?.subscriptionTier === 'business' ? <ToolMenuItem {...props} {...TOOL} /> : null;
}

export function InsightsButton() {
  return useAuth().user?.subscriptionTier === 'business' ? <ToolButton {...TOOL} /> : null;
}

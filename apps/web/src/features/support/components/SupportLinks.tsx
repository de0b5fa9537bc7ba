import { Headset } from 'lucide-react';
import { ToolButton, ToolMenuItem, type ToolMenuItemProps } from '@/components/tool-links/ToolLinks';
import { ROUTES } from '@/routes';
import { useSupportRoleQuery } from '../api/support-role';

const TOOL = { to: ROUTES.supportQueue, icon: Headset, label: 'Support queue' };

// The way to the support queue, for the support team only (GET /api/support/me): beside the moderators' and the
// partnerships team's links, asked when the mobile menu or the profile page first shows, never on the first paint.
export function SupportQueueMenuItem(props: ToolMenuItemProps) {
  return useSupportRoleQuery().data?.agent === true ? <ToolMenuItem {...props} {...TOOL} /> : null;
}

export function SupportQueueButton() {
  return useSupportRoleQuery().data?.agent === true ? <ToolButton {...TOOL} /> : null;
}

import { Megaphone } from 'lucide-react';
import { ToolButton, ToolMenuItem, type ToolMenuItemProps } from '@/components/tool-links/ToolLinks';
import { ROUTES } from '@/routes';
import { useAdvertisingRoleQuery } from '../api/advertising-role';

const TOOL = { to: ROUTES.advertisingInquiries, icon: Megaphone, label: 'Advertising inquiries' };

// The way to the inquiries queue, for the partnerships team only (GET /api/advertising/me): beside the moderators'
// link, asked when the mobile menu or the profile page first shows, never on the first paint.
export function AdvertisingMenuItem(props: ToolMenuItemProps) {
  return useAdvertisingRoleQuery().data?.staff === true ? <ToolMenuItem {...props} {...TOOL} /> : null;
}

export function AdvertisingButton() {
  return useAdvertisingRoleQuery().data?.staff === true ? <ToolButton {...TOOL} /> : null;
}

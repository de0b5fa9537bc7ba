import { Flag } from 'lucide-react';
import { ToolButton, ToolMenuItem, type ToolMenuItemProps } from '@/components/tool-links/ToolLinks';
import { ROUTES } from '@/routes';
import { useModeratorRoleQuery } from '../api/moderator-role';

const TOOL = { to: ROUTES.moderation, icon: Flag, label: 'Moderation' };

// The way to the moderation queue, for moderators only (GET /api/moderation/me): asked when the mobile menu or the
// profile page first shows, never on the first paint.
export function ModerationMenuItem(props: ToolMenuItemProps) {
  return useModeratorRoleQuery().data === true ? <ToolMenuItem {...props} {...TOOL} /> : null;
}

export function ModerationButton() {
  return useModeratorRoleQuery().data === true ? <ToolButton {...TOOL} /> : null;
}

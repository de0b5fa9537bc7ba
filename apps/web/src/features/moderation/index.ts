// Reports and moderation: what other features put on their screens. Light on purpose (the feed's first
// paint carries it): the dialogs, the queue and the suspended member's notice load when first used.
export { ReportMenuButton } from '@/features/moderation/components/ReportMenuButton';
export { ReportButton } from '@/features/moderation/components/ReportButton';
export { ReportDialogHost, prefetchReportDialog } from '@/features/moderation/components/ReportDialogHost';
export { ModerationButton, ModerationMenuItem } from '@/features/moderation/components/ModerationLinks';
export type { ReportTarget } from '@/features/moderation/report-target';

// VIP support: what other features put on their screens. Light on purpose (the menus that carry it are on
// every signed-in page): the help page, the tickets and the team's queue load as their own routes.
export { SupportQueueButton, SupportQueueMenuItem } from '@/features/support/components/SupportLinks';

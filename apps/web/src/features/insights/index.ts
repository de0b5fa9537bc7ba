// Industry insight reports: what other features put on their screens. Light on purpose (the menus that carry
// it are on every signed-in page): the reports themselves load as their own route.
export { InsightsButton, InsightsMenuItem } from '@/features/insights/components/InsightsLinks';

// 'Advertise with Stave': what other features put on their screens. Light on purpose (the menus that carry
// it are on every signed-in page): the public page and the team's queue load as their own routes.
export { AdvertisingButton, AdvertisingMenuItem } from '@/features/advertising/components/AdvertisingLinks';
export { BUSINESS_EMAIL } from '@/features/advertising/business-email';

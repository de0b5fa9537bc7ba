// The business-contact address of the members' footer (docs/web.md#screens): where a company that would rather write, or was
// refused by the form's limits, sends its inquiry.
export const BUSINESS_EMAIL = (import.meta.env.VITE_BUSINESS_EMAIL ?? '').trim() || 'business@stave.co.uk';

import { PAYOUT_MESSAGES, type PayoutAccount, type PayoutStatus } from '@stave/contracts';

export const STATUS_LABELS: Record<PayoutStatus, string> = {
  none: 'Not set up',
  onboarding: 'Setup not finished',
  restricted: 'Action needed',
  active: 'Ready to be paid',
  disconnected: 'Disconnected',
};

export const statusMessage = (status: PayoutStatus): string => PAYOUT_MESSAGES[status];

// The button that takes the member to Stripe, by where they are.
export function actionLabel(status: PayoutStatus): string {
  if (status === 'none' || status === 'disconnected') return 'Set up payouts';
  if (status === 'active') return 'Update details with Stripe';
  return 'Continue with Stripe';
}

// Stripe names what it needs as field paths ('individual.verification.document'): said in words, the last part.
export function requirementLabel(field: string): string {
  const known: Record<string, string> = {
    external_account: 'A bank account for payouts',
    'tos_acceptance.date': "Accept Stripe's terms",
    'individual.verification.document': 'A photo ID',
    'individual.first_name': 'Your first name',
    'individual.last_name': 'Your last name',
    'individual.dob.day': 'Your date of birth',
    'individual.address.line1': 'Your address',
    'business_profile.url': 'Your website or a profile link',
  };
  if (known[field]) return known[field];
  const last = field.split('.').pop() ?? field;
  const words = last.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// What Stripe still needs, the overdue first, each once.
export function outstanding(requirements: PayoutAccount['requirements']): string[] {
  return [...new Set([...requirements.pastDue, ...requirements.currentlyDue])];
}

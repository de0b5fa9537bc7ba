// How a business seller reads wherever it is shown: on listings and on its storefront.

// What the Verified badge means, wherever it is explained.
export const VERIFIED_EXPLAINER = "Stave checked this business's registration";
export const VERIFIED_DETAIL =
  'A Stave moderator looked up its company or VAT number with Companies House or HMRC, and checked that the registered name, website, email and address belong to it.';

// 'Larkspur Records' → 'LR': a logo's stand-in.
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => [...word][0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

// Professional types show underscores as spaces, capitalised ('sound_engineer' →
// 'Sound Engineer'). The contracts' professionalTypeLabel does the same, but a value import from
// the contracts barrel pulls zod into the first route (README: zod kept out of the entry path),
// so the screens on the signed-in first route use this copy.
export function typeLabel(type: string): string {
  return type
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

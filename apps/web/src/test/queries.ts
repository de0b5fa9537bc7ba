// What a screen reader reads with a field: the texts its aria-describedby points at (a form field's
// error, or its hint), and whether it is marked invalid.
export function describedText(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

export function isInvalid(element: HTMLElement): boolean {
  return element.getAttribute('aria-invalid') === 'true';
}

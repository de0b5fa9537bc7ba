// Text cut into parts of a kind (a tag, a link), plain text between them: `pushText` adds plain text, joined onto
// plain text just before it, so no two text parts stand side by side.
export function textParts<P extends { kind: string; text: string }>() {
  const parts: P[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text } as P);
  };
  return { parts, pushText };
}

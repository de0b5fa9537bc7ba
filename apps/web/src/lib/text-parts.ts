// A text cut into parts: plain runs and what was found in it (tags, mentions, links). Plain text pushed one after
// another joins one part.
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

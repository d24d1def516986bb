/** `alice@active, bob@owner` → permission levels; null entries are malformed. */
export function parseAuthorization(text: string): { actor: string; permission: string }[] | null {
  const parts = text
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: { actor: string; permission: string }[] = [];
  for (const p of parts) {
    const m = /^([.1-5a-z]{1,13})@([.1-5a-z]{1,13})$/.exec(p);
    if (!m?.[1] || !m[2]) return null;
    out.push({ actor: m[1], permission: m[2] });
  }
  return out;
}

/** `text` with the characters that mean something in HTML written as character references, for e-mail bodies. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * An address the user gave, fit to print in an error: a password in it never shows. Used for values that
 * are not a Redis address (so were not parsed, and may be written any way): everything between the scheme
 * and the last `@` (user and password, or a password alone, which may itself hold `/`, `?` or `#`) is
 * hidden, as are the values of query parameters that name a secret.
 */
import { printableShort } from "../language/terminal-text.js";

const HIDDEN = "***";
/** Query parameters some clients read a secret from (`?password=`, `?auth=`, ...). */
const SECRET_PARAMETER = /^(pass(word)?|pwd|auth|secret|token|key)$/i;

/** `value` with its user information and any secret query parameter hidden, control characters replaced, cut short. */
export function withoutSecrets(value: string): string {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(value)?.[0] ?? "";
  const at = value.lastIndexOf("@");
  let shown = at < scheme.length ? value : `${scheme}${HIDDEN}${value.slice(at)}`;
  shown = shown.replace(/([?&;])([^=&;#]*)=([^&;#]*)/g, (all, sep: string, name: string) => (SECRET_PARAMETER.test(name) ? `${sep}${name}=${HIDDEN}` : all));
  return printableShort(shown, 200);
}

// A string with half a surrogate pair (JSON lets a client send "\ud800") is not Unicode: Postgres
// refuses it in json/jsonb ("Unicode low surrogate must follow a high surrogate") while text columns
// store it as U+FFFD (the driver's UTF-8 encoding). Written as JSON, it gets the same U+FFFD, so an
// event says what the row says and never fails the transaction that writes it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function wellFormedJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.replace(LONE_SURROGATE, '\uFFFD') : item));
}

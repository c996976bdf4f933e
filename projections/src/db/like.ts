// Text searched for with LIKE / ILIKE: its wildcards (and the escape character) match themselves.

/** `text` with `%`, `_` and `\` escaped, to build a LIKE pattern around. */
export const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching any text that contains `text`. */
export const likePattern = (text: string) => `%${likeText(text)}%`;

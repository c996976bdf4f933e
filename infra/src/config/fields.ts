// The building blocks of the environment schema: ports, URLs, optional values, one-line texts, and
// the description every variable carries into the generated environment reference.
import { z } from 'zod';

export const port = z.coerce
  .number({ message: 'a TCP port number (1-65535)' })
  .int('a whole TCP port number (1-65535)')
  .min(1, 'a TCP port number (1-65535)')
  .max(65535, 'a TCP port number (1-65535)');

/**
 * A URL with one of `schemes`. EventStoreDB cluster URLs list several hosts (`esdb://a:2113,b:2113`),
 * which WHATWG URL parsing rejects, so only their scheme is checked here; the client checks the rest.
 */
export const url = (schemes: readonly string[], { strict = true } = {}) => {
  const message = `a URL starting with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`;
  return z.string().refine(
    (value) => {
      const scheme = /^([a-z][a-z0-9+.-]*):\/\/\S+$/i.exec(value)?.[1]?.toLowerCase();
      return scheme !== undefined && schemes.includes(scheme) && (!strict || URL.canParse(value));
    },
    { message },
  );
};

export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

export const emailAddress = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address');
/** One line of text shown on the site (names, an address): no line breaks, nothing absurdly long. */
export const siteText = z
  .string()
  .trim()
  .min(1, 'one line of at most 300 characters')
  .max(300, 'one line of at most 300 characters')
  .regex(/^[^\r\n]*$/, 'one line of at most 300 characters');

/**
 * Every variable says what it means and, when it has no default, what happens while it is unset; the
 * environment reference (infra/deploy/ENVIRONMENT.md, `npm run env:reference`) is generated from these.
 */
export const described = <T extends z.ZodType>(schema: T, description: string, unset?: string): T =>
  schema.meta(unset === undefined ? { description } : { description, unset });

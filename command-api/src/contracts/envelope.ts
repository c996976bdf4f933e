// The response envelope of spec §7: a success flag plus data, or an error string.
import { z } from 'zod';

export const problemSchema = z
  .object({
    success: z.literal(false),
    error: z.string().describe("The spec's message, for people"),
    code: z.string().describe('A stable code, for programs'),
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
  })
  .catchall(z.unknown())
  .describe('RFC 9457 problem details, in the success/error envelope');

export type Problem = z.infer<typeof problemSchema>;

/** `{ success: true, ...fields }` */
export function success<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: z.literal(true), ...shape });
}

/** The problem responses a route can answer, for its `response` schema: `problemResponses(400, 401)`. */
export function problemResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof problemSchema> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema])) as Record<
    Status,
    typeof problemSchema
  >;
}

// A moment as the API writes it: ISO 8601 with its zone, as `Date.toISOString()` gives it
// (`2026-01-31T09:30:00.000Z`). Documented as `format: date-time`, and checked when answers are serialised.
import { z } from 'zod';

export const timestampSchema = z.iso.datetime({ offset: true });

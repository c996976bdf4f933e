// Builds the one error envelope every failing call answers with (STYLE §2).
import { STATUS_CODES } from 'node:http';
import type { Problem } from '../contracts/envelope.js';

export function problem(
  status: number,
  code: string,
  error: string,
  extra: Readonly<Record<string, unknown>> = {},
): Problem {
  return {
    ...extra,
    success: false,
    error,
    code,
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail: error,
  };
}

// Reads the admin's multipart upload: the release fields and one `.ex5` file, into memory (≤ 20 MB).
// Every refusal is an error in the envelope (413 for a file over the limit, 415 for another type,
// 400 for fields or a form that cannot be read), thrown before anything is stored.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { publishReleaseFieldsSchema, RELEASE_NOTICES } from '../contracts/releases.js';
import type { Upload } from './service.js';

/** A refused upload, answered by the error handler with its status, code and message. */
class UploadRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const refused = {
  tooLarge: () => new UploadRefused(413, 'FILE_TOO_LARGE', RELEASE_NOTICES.fileTooLarge),
  fileType: () => new UploadRefused(415, 'FILE_TYPE', RELEASE_NOTICES.fileType),
  invalid: (message: string) => new UploadRefused(400, 'VALIDATION_FAILED', message),
};

/** The file part's name without folders, with only characters a download header can carry. */
const safeFileName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/[^\w .()-]/g, '_');

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart())
    throw new UploadRefused(415, 'MULTIPART_REQUIRED', RELEASE_NOTICES.multipartRequired);
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await readFile(part);
      else fields[part.fieldname] = readField(part);
    }
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw refused.tooLarge();
    throw refused.invalid(RELEASE_NOTICES.unreadable);
  }
  const parsed = publishReleaseFieldsSchema.safeParse(fields);
  if (!parsed.success) throw refused.invalid(parsed.error.issues[0]!.message);
  if (!file) throw refused.invalid(RELEASE_NOTICES.fileMissing);
  if (!file.fileName.toLowerCase().endsWith('.ex5')) throw refused.fileType();
  if (file.bytes.length === 0) throw refused.invalid(RELEASE_NOTICES.fileEmpty);
  return { fields: parsed.data, ...file };
}

async function readFile(part: MultipartFile) {
  if (part.fieldname !== 'file') throw refused.invalid(RELEASE_NOTICES.fileMissing);
  // Over the fileSize limit this throws RequestFileTooLargeError.
  const bytes = await part.toBuffer();
  return { fileName: safeFileName(part.filename), bytes };
}

function readField(part: MultipartValue) {
  // A field over the fieldSize limit arrives cut short: refuse it rather than store half a changelog.
  if (part.valueTruncated) throw refused.invalid(`${part.fieldname}: ${RELEASE_NOTICES.fieldTooLong}`);
  return String(part.value);
}

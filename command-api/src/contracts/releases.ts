// Robot releases (issue 26): the admin's upload fields, releases as the Downloads page and the admin's
// Releases section show them, download links, and the messages of refusals.
import {
  CHANGELOG_MAX_LENGTH,
  MAX_MT5_BUILD,
  parseVersion,
  RELEASE_CHANNELS,
  RELEASE_MESSAGES,
  VERSION_MAX_LENGTH,
} from '@shop/domain';
import { z } from 'zod';
import { success } from './envelope.js';
import { timestampSchema } from './timestamp.js';

/** 20 MB: the largest robot file an admin may upload. */
export const RELEASE_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const RELEASE_NOTICES = {
  published: 'Release published',
  withdrawn: 'Release withdrawn',
  fileTooLarge: 'The robot file may be at most 20 MB',
  fileType: 'Upload the robot as an .ex5 file',
  fileMissing: 'Choose the robot file (.ex5) to upload',
  fileEmpty: 'The robot file is empty',
  multipartRequired: 'Send the release as multipart/form-data',
  unreadable: 'The upload could not be read. Send the form again.',
  fieldTooLong: 'This field is too long',
  channel: 'Channel must be stable or beta',
  linkExpired: 'This download link has expired. Start the download again.',
  linkInvalid: 'This download link is not valid. Start the download again.',
} as const;

export const DOWNLOAD_REFUSALS = {
  NO_LICENSE: 'You need an active licence to download the robot',
  EXPIRED: 'Your licence has expired. Renew it to download the robot',
  REVOKED: 'Your licence was revoked. Contact support to download the robot',
} as const;

export type DownloadRefusal = keyof typeof DOWNLOAD_REFUSALS;

const versionSchema = z
  .string({ error: RELEASE_MESSAGES.invalidVersion })
  .trim()
  .max(VERSION_MAX_LENGTH, RELEASE_MESSAGES.invalidVersion)
  .refine((text) => parseVersion(text) !== undefined, RELEASE_MESSAGES.invalidVersion);

/** The text fields of the multipart upload (the file part is checked apart: name, size, content). */
export const publishReleaseFieldsSchema = z.object({
  version: versionSchema,
  channel: z.enum(RELEASE_CHANNELS, { error: RELEASE_NOTICES.channel }),
  changelog: z.string().trim().max(CHANGELOG_MAX_LENGTH, RELEASE_MESSAGES.changelogTooLong).default(''),
  minMt5Build: z.coerce
    .number({ error: RELEASE_MESSAGES.invalidBuild })
    .int(RELEASE_MESSAGES.invalidBuild)
    .min(1, RELEASE_MESSAGES.invalidBuild)
    .max(MAX_MT5_BUILD, RELEASE_MESSAGES.invalidBuild),
});

export type PublishReleaseFields = z.infer<typeof publishReleaseFieldsSchema>;

/** Any text is looked up as it is: a version never published answers 404. */
export const releaseVersionParamsSchema = z.object({
  version: z.string().max(VERSION_MAX_LENGTH, RELEASE_MESSAGES.notFound),
});

export const withdrawReleaseRequestSchema = z.object({
  reason: z.string().trim().max(500, 'The reason may be at most 500 characters').nullish(),
});

export const releaseFileQuerySchema = z.object({
  token: z.string({ error: RELEASE_NOTICES.linkInvalid }).max(200, RELEASE_NOTICES.linkInvalid),
});

export const releaseViewSchema = z.object({
  version: z.string(),
  channel: z.enum(RELEASE_CHANNELS),
  changelog: z.string().describe('Markdown'),
  minMt5Build: z.number().int(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string().describe('Hex SHA-256 of the file'),
  publishedAt: timestampSchema,
  withdrawnAt: timestampSchema.nullable(),
  withdrawnReason: z.string().nullable(),
  downloads: z.number().int().describe('Counted for admins; 0 for traders'),
});

export type ReleaseView = z.infer<typeof releaseViewSchema>;

export const entitlementSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(['NO_LICENSE', 'EXPIRED', 'REVOKED']).nullable(),
  message: z.string().nullable(),
});

export type Entitlement = z.infer<typeof entitlementSchema>;

export const releaseResponseSchema = success({ release: releaseViewSchema, message: z.string() });

export const releasesResponseSchema = success({
  releases: z.array(releaseViewSchema),
  latestStable: releaseViewSchema.nullable(),
  entitlement: entitlementSchema,
});

export const adminReleasesResponseSchema = success({
  releases: z.array(releaseViewSchema),
  robotVersions: z
    .array(z.object({ version: z.string(), robots: z.number().int() }))
    .describe('What robots seen in the last 24 hours run, newest version first'),
});

export const downloadLinkResponseSchema = success({
  url: z.string().describe('GET it with the same session within 5 minutes'),
  expiresAt: timestampSchema,
});

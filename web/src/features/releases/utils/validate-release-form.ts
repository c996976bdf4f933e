// The publish form's checks before anything is uploaded, in the words the server would use: a version like
// 1.2.0, a minimum MT5 build from 1 to 99999, a changelog within 20,000 characters (it may be empty) and
// an .ex5 file of 1 byte to 20 MB.
import { RELEASE_FILE_MAX_BYTES, RELEASE_NOTICES } from '@shop/command-api/contracts';
import { CHANGELOG_MAX_LENGTH, MAX_MT5_BUILD, parseVersion, RELEASE_MESSAGES } from '@shop/domain';

export type ReleaseFormField = 'version' | 'minMt5Build' | 'changelog' | 'file';
export type ReleaseFormErrors = Partial<Record<ReleaseFormField, string>>;

export type ReleaseFormEntries = {
  version: string;
  minMt5Build: string;
  changelog: string;
  file: File | null;
};

export function validateReleaseForm(entries: ReleaseFormEntries): ReleaseFormErrors {
  const errors: ReleaseFormErrors = {};
  if (!parseVersion(entries.version.trim())) errors.version = RELEASE_MESSAGES.invalidVersion;
  const build = Number(entries.minMt5Build.trim());
  if (!/^\d+$/.test(entries.minMt5Build.trim()) || build < 1 || build > MAX_MT5_BUILD) {
    errors.minMt5Build = RELEASE_MESSAGES.invalidBuild;
  }
  if (entries.changelog.trim().length > CHANGELOG_MAX_LENGTH)
    errors.changelog = RELEASE_MESSAGES.changelogTooLong;
  const fileError = checkFile(entries.file);
  if (fileError) errors.file = fileError;
  return errors;
}

function checkFile(file: File | null): string | undefined {
  if (!file) return RELEASE_NOTICES.fileMissing;
  if (!file.name.toLowerCase().endsWith('.ex5')) return RELEASE_NOTICES.fileType;
  if (file.size === 0) return RELEASE_NOTICES.fileEmpty;
  if (file.size > RELEASE_FILE_MAX_BYTES) return RELEASE_NOTICES.fileTooLarge;
  return undefined;
}

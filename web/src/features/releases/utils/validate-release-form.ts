// The publish form's checks before anything is uploaded, in the words the server would use: a version like
// 1.2.0, a minimum MT5 build from 1 to 99999, a changelog within 20,000 characters (it may be empty) and
// an .ex5 file of 1 byte to 20 MB.
import { CHANGELOG_MAX_LENGTH, MAX_MT5_BUILD, parseVersion, RELEASE_MESSAGES } from '@shop/domain';
import { MAX_RELEASE_FILE_BYTES, RELEASE_SCREEN_MESSAGES } from '../messages';

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
  if (!file) return RELEASE_SCREEN_MESSAGES.fileRequired;
  if (!file.name.toLowerCase().endsWith('.ex5')) return RELEASE_SCREEN_MESSAGES.fileType;
  if (file.size === 0) return RELEASE_SCREEN_MESSAGES.fileEmpty;
  if (file.size > MAX_RELEASE_FILE_BYTES) return RELEASE_SCREEN_MESSAGES.fileTooLarge;
  return undefined;
}

// The first lines of a release's Markdown changelog as plain text for an email: headings, emphasis,
// code marks and link targets dropped, list items kept as bullets, runs of blank lines made one.

const CHANGELOG_EMAIL_LINES = 15;

function plainLine(line: string): string {
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    .replace(/^(\s*)[-*+]\s+/, '$1• ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .trimEnd();
}

/** At most `maxLines` lines; '…' as the last one when the changelog goes on. */
export function changelogExcerpt(markdown: string, maxLines = CHANGELOG_EMAIL_LINES): string[] {
  const lines = markdown
    .split(/\r?\n/)
    .map(plainLine)
    .filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''));
  while (lines[0] === '') lines.shift();
  while (lines.at(-1) === '') lines.pop();
  return lines.length > maxLines ? [...lines.slice(0, maxLines), '…'] : lines;
}

// A release's changelog as the trader reads it: a safe subset of Markdown (headings, bullet and numbered
// lists, paragraphs, **bold** and `code`) turned into React elements. Everything else stays literal text,
// which React escapes, so no HTML the admin wrote ever reaches the page as markup.
import type { ReactNode } from 'react';

/** Each block and list item is keyed by the line it starts on. */
type Line = { line: number; text: string };
type Block =
  | { kind: 'heading'; line: number; depth: number; text: string }
  | { kind: 'list'; line: number; ordered: boolean; items: Line[] }
  | { kind: 'paragraph'; line: number; lines: string[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

function parseChangelog(markdown: string): Block[] {
  const blocks: Block[] = [];
  markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((text, line) => {
      const last = blocks.at(-1);
      const heading = HEADING.exec(text);
      const item = BULLET.exec(text) ?? NUMBERED.exec(text);
      if (!text.trim()) {
        blocks.push({ kind: 'paragraph', line, lines: [] }); // closes whatever came before
      } else if (heading) {
        blocks.push({ kind: 'heading', line, depth: heading[1]!.length, text: heading[2]! });
      } else if (item) {
        const ordered = !BULLET.test(text);
        const entry = { line, text: item[1]! };
        if (last?.kind === 'list' && last.ordered === ordered) last.items.push(entry);
        else blocks.push({ kind: 'list', line, ordered, items: [entry] });
      } else if (last?.kind === 'paragraph' && last.lines.length > 0) {
        last.lines.push(text.trim());
      } else if (last?.kind === 'list') {
        // A continuation of the last item.
        last.items.at(-1)!.text += ` ${text.trim()}`;
      } else {
        blocks.push({ kind: 'paragraph', line, lines: [text.trim()] });
      }
    });
  return blocks.filter((block) => block.kind !== 'paragraph' || block.lines.length > 0);
}

const INLINE = /(\*\*[^*]+\*\*|__[^_]+__|`[^`]+`)/;
const BOLD = /^(?:\*\*([^*]+)\*\*|__([^_]+)__)$/;
const CODE = /^`([^`]+)`$/;

/** **bold** and `code` within a line; the rest is text. Each piece is keyed by where it starts. */
function renderInline(text: string): ReactNode[] {
  let offset = 0;
  return text.split(INLINE).map((part) => {
    const start = offset;
    offset += part.length;
    const bold = BOLD.exec(part);
    if (bold) return <strong key={start}>{bold[1] ?? bold[2]}</strong>;
    const code = CODE.exec(part);
    if (code) return <code key={start}>{code[1]}</code>;
    return part;
  });
}

function ChangelogBlock({ block }: { block: Block }) {
  if (block.kind === 'heading') {
    const Heading = block.depth <= 2 ? 'h4' : 'h5';
    return <Heading>{renderInline(block.text)}</Heading>;
  }
  if (block.kind === 'list') {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List>
        {block.items.map((item) => (
          <li key={item.line}>{renderInline(item.text)}</li>
        ))}
      </List>
    );
  }
  return <p>{renderInline(block.lines.join(' '))}</p>;
}

/**
 * The changelog's headings sit under the release's own heading (h2 or h3): `#` and `##` become h4, deeper
 * ones h5, so the page's outline stays in order.
 */
export function Changelog({ markdown }: { markdown: string }) {
  const blocks = parseChangelog(markdown);
  if (blocks.length === 0) return <p className="muted">No changes listed.</p>;
  return (
    <div className="changelog">
      {blocks.map((block) => (
        <ChangelogBlock key={block.line} block={block} />
      ))}
    </div>
  );
}

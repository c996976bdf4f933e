// The console's Overview section, kept behind this wrapper so the section table needs no change when the
// overview feature's screen arrives.
export function AdminOverviewSection() {
  return <p className="page__lead">The shop's figures will appear here.</p>;
}

// The 'Admin' badge beside an administrator's name.
export function AdminBadge() {
  return <span className="badge">Admin</span>;
}

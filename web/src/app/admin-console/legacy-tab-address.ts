// Where an older admin link lands: /admin?tab=finance&… (and the admin's /dashboard?tab=…) became
// /admin/finance?…, keeping the other query parameters (an audit view's filters); no tab, or an unknown
// one, opens the first section.
import { adminSectionPath, FIRST_ADMIN_SECTION_ID, findAdminSection } from './admin-sections';

const LEGACY_TAB_PARAM = 'tab';

export function adminSectionAddressFor(search: string): string {
  const params = new URLSearchParams(search);
  const section = findAdminSection(params.get(LEGACY_TAB_PARAM) ?? undefined);
  params.delete(LEGACY_TAB_PARAM);
  const rest = params.toString();
  return `${adminSectionPath(section?.id ?? FIRST_ADMIN_SECTION_ID)}${rest ? `?${rest}` : ''}`;
}

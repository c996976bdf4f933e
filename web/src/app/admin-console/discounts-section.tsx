// The Discounts section with its 'Back to Users' button leading to the Users section, whose tab then takes
// the focus as a keyboard choice would.
import { useNavigate } from 'react-router-dom';
import { DiscountsTab } from '../../features/discounts/components/discounts-tab';
import { adminSectionPath } from './admin-sections';
import { FOCUS_SECTION_TAB } from './section-focus';

export function AdminDiscountsSection() {
  const navigate = useNavigate();
  return (
    <DiscountsTab
      onBackToUsers={() => navigate(adminSectionPath('users'), { state: FOCUS_SECTION_TAB, flushSync: true })}
    />
  );
}

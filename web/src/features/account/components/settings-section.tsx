// A titled card of the settings page, the target of its link in the page's section list.
import type { ReactNode } from 'react';

type SettingsSectionProps = { id: string; title: string; children: ReactNode };

export function SettingsSection({ id, title, children }: SettingsSectionProps) {
  return (
    <section id={id} className="card account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

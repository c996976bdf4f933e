// The footer on every page names the organisation from the site settings, beside a short risk warning.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site';
import { renderApp } from '../../testing/render-app';

describe('footer', () => {
  it.each(['/', '/terms-of-service', '/nowhere'])(
    'on %s names the organisation and warns of risk',
    async (path) => {
      renderApp([path]);
      await screen.findByRole('heading', { level: 1 });
      const footer = within(screen.getByRole('contentinfo'));
      const { organisation, supportEmail } = siteConfig;

      const about = footer.getByRole('region', { name: 'About' });
      expect(about).toHaveTextContent(organisation.legalName);
      expect(about).toHaveTextContent(organisation.address);
      expect(about).toHaveTextContent(
        `${organisation.registration}, registered in ${organisation.jurisdiction}`,
      );
      // Once, under Contact, rather than twice in a few lines.
      expect(footer.getAllByRole('link', { name: supportEmail })).toHaveLength(1);
      expect(footer.getByText(/high risk of losing money/)).toHaveTextContent(
        'Past results do not guarantee future returns.',
      );
      expect(footer.getByRole('link', { name: 'Support tickets' })).toHaveAttribute('href', '/support');
    },
  );
});

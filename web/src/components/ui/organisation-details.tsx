// Who runs the shop, as an address block: legal name, registered address, registration number and
// support email, all from the site settings (the footer and the legal pages show it). The footer lists the
// email under Contact already, so it can leave it out here.
import { siteConfig } from '../../config/site';

type OrganisationDetailsProps = { className?: string; showEmail?: boolean };

export function OrganisationDetails({ className, showEmail = true }: OrganisationDetailsProps) {
  const { organisation, supportEmail } = siteConfig;
  return (
    <address className={className ? `organisation ${className}` : 'organisation'}>
      <strong className="organisation__name">{organisation.legalName}</strong>
      <span>{organisation.address}</span>
      <span>
        {organisation.registration}, registered in {organisation.jurisdiction}
      </span>
      {showEmail && <a href={`mailto:${supportEmail}`}>{supportEmail}</a>}
    </address>
  );
}

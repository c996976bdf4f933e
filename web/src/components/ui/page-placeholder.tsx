// Stand-in body for pages whose feature has not shipped yet: a real heading, so navigation and tests
// already work, and one honest line about what is coming.
import { siteConfig } from '../../config/site';

type PagePlaceholderProps = {
  title: string;
  description: string;
};

export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  return (
    <section className="page container">
      <title>{`${title} | ${siteConfig.productName}`}</title>
      <h1>{title}</h1>
      <p className="page__lead">{description}</p>
      <p className="page__notice">This feature is arriving soon.</p>
    </section>
  );
}

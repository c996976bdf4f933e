// The installation guide (/guide/installation, public): how to install the robot in MetaTrader 5.
import { siteConfig } from '../../config/site';
import { InstallationGuide } from '../../features/releases/components/installation-guide';

export default function InstallationGuideRoute() {
  return (
    <section className="page container">
      <title>{`Installation Guide | ${siteConfig.productName}`}</title>
      <h1>Installation Guide</h1>
      <InstallationGuide />
    </section>
  );
}

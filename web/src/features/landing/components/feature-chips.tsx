// The hero's feature chips (spec §1, §2 Landing page): the six advertised features, on desktop only (CSS).
export const FEATURES = [
  'Automated Trading',
  'Verified Results',
  '24/7 Support',
  'Flexible Plans',
  'MT5 Friendly',
  'Continued Updates',
] as const;

export function FeatureChips() {
  return (
    <ul className="feature-chips" aria-label="Features">
      {FEATURES.map((feature) => (
        <li key={feature} className="feature-chips__chip">
          {feature}
        </li>
      ))}
    </ul>
  );
}

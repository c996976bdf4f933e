// The privacy policy's text: what the shop collects, why, on what legal basis, for how long, who else
// sees it, and the rights people have over it.
import { OrganisationDetails } from '../../../components/ui/organisation-details';
import { siteConfig } from '../../../config/site';
import type { LegalDocument } from '../components/legal-page';

const { organisation, supportEmail, productName } = siteConfig;
const email = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  description: `What personal data ${productName} collects, why, how long it is kept and the rights you have over it.`,
  updated: '2026-11-24',
  summary: (
    <p>
      We collect what we need to run your account, sell and check your licences, verify your payments and help
      you: no advertising trackers, no selling of data. This policy explains the details and how to use your
      rights.
    </p>
  ),
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            {productName} is operated by {organisation.legalName}, which decides how your personal data is
            used (the &ldquo;controller&rdquo;). You can reach us at:
          </p>
          <OrganisationDetails />
        </>
      ),
    },
    {
      id: 'data-we-collect',
      title: 'The data we collect',
      body: (
        <ul>
          <li>
            <strong>Account data:</strong> your username, email address and password (stored only as a salted
            hash we cannot reverse), your role, when you signed up and when you last signed in. If you sign in
            with Google, we also receive the identifier and email address of your Google account.
          </li>
          <li>
            <strong>Licence data:</strong> your licence keys, the MetaTrader 5 account number each licence is
            tied to, and the history of account-number changes with any reason you give.
          </li>
          <li>
            <strong>Payment data:</strong> the plan, price and discount code of each order, the network you
            chose, the payment address we created for the order, the transaction hash you submit, the wallet
            address you paid from if you give it, and the confirmation status. We never ask for, or receive,
            private keys or card details.
          </li>
          <li>
            <strong>Robot telemetry:</strong> while the robot runs under your licence it reports its licence
            checks (key, account number, robot version), heartbeats (online status, open positions), open
            positions, closed deals and the account&rsquo;s balance and equity.
          </li>
          <li>
            <strong>Support data:</strong> your tickets, the messages in them, and any rating or feedback you
            leave.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and the time of each request, kept
            in server logs. Passwords and session tokens are removed from the logs before they are written.
          </li>
        </ul>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      body: (
        <>
          <ul>
            <li>
              to create and secure your account, verify your email address and let you reset your password;
            </li>
            <li>
              to issue licences, tie them to your MT5 account and answer the robot&rsquo;s licence checks;
            </li>
            <li>to match your payment on the blockchain to your order and issue or renew your licence;</li>
            <li>
              to monitor that the robot runs correctly on your account and to help you when it does not;
            </li>
            <li>to answer your support requests and send the emails the service needs;</li>
            <li>to prevent fraud and misuse, such as one licence shared across several accounts;</li>
            <li>to keep the records that accounting, tax and other laws require.</li>
          </ul>
          <p>
            We do not sell your data, send marketing email without your consent, or make automated decisions
            that have legal effects on you. The performance figures on our landing page come from our own
            showcase account, never from yours.
          </p>
        </>
      ),
    },
    {
      id: 'legal-bases',
      title: 'Legal bases',
      body: (
        <ul>
          <li>
            <strong>Contract:</strong> account, licence, payment, telemetry and support data, because we need
            them to provide what you bought.
          </li>
          <li>
            <strong>Legitimate interests:</strong> security, fraud prevention, server logs and improving the
            robot, balanced against your interests and limited to what is needed.
          </li>
          <li>
            <strong>Legal obligation:</strong> payment and accounting records that law requires us to keep.
          </li>
          <li>
            <strong>Consent:</strong> anything optional we ask you to agree to. You can withdraw consent at
            any time without affecting what was done before.
          </li>
        </ul>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>
            Account data: while your account exists, then erased or anonymised within 30 days of closure.
          </li>
          <li>
            Orders and payment records: for as long as accounting and tax law in {organisation.jurisdiction}{' '}
            requires, usually up to seven years.
          </li>
          <li>
            Licences and account-number history: for the life of the licence and two years after it ends.
          </li>
          <li>Heartbeats and open-position snapshots: one day.</li>
          <li>
            Closed deals and balance and equity history: while the licence is active and 12 months after.
          </li>
          <li>Support tickets: two years after the ticket is closed.</li>
          <li>Server logs: 30 days.</li>
        </ul>
      ),
    },
    {
      id: 'processors',
      title: 'Who we share it with',
      body: (
        <>
          <p>
            We share personal data only with service providers who process it on our instructions and under a
            written contract:
          </p>
          <ul>
            <li>our hosting and database providers, who run the servers the shop runs on;</li>
            <li>our email provider, who delivers verification, password-reset and support emails;</li>
            <li>
              blockchain data providers for TRON and BNB Smart Chain, whom we ask about the transactions of
              your order;
            </li>
            <li>Google, only if you choose to sign in with your Google account.</li>
          </ul>
          <p>
            Payments in USDT are recorded on public blockchains, where anyone can see the transaction, its
            amount and the addresses involved. We may also disclose data when the law or a court requires it.
          </p>
        </>
      ),
    },
    {
      id: 'transfers',
      title: 'International transfers',
      body: (
        <p>
          Some providers may process data outside the country you live in. Where that happens we rely on an
          adequacy decision or on standard contractual clauses that protect your data to the same standard.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>
            You may ask us for a copy of your data, to correct it, to erase it, to restrict or object to how
            we use it, or to receive it in a portable format. Write to {email} or open a support ticket; we
            answer within one month and may ask you to confirm your identity first.
          </p>
          <p>
            <strong>Erasure:</strong> when you ask us to erase your account, we delete or anonymise your
            account, licence, telemetry and support data. We keep only the payment records the law still
            requires, and transactions on public blockchains cannot be erased by anyone. Erasing your account
            ends your licences.
          </p>
          <p>
            You also have the right to complain to the data protection authority where you live or in{' '}
            {organisation.jurisdiction}.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      body: (
        <>
          <p>We use no advertising or analytics cookies. Two small items are strictly necessary:</p>
          <ul>
            <li>
              your browser&rsquo;s local storage keeps your session under the key <code>token</code>, so you
              stay signed in. It is removed when you log out, and you can clear it in your browser at any
              time;
            </li>
            <li>
              while you sign in with Google, a short-lived cookie named <code>google_sign_in</code> protects
              the sign-in against forgery. It expires within minutes.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Passwords are hashed, connections are encrypted, sessions and email links expire, sign-in attempts
          are rate-limited and only authorised staff can see customer data. No system is perfectly secure: if
          you suspect misuse of your account, tell us at {email} straight away.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: <p>The service is for adults only. We do not knowingly collect data from anyone under 18.</p>,
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When we change this policy we update the date at the top. If a change matters to how we use your
          data, we tell you by email before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about privacy go to {email}. Post can be sent to {organisation.legalName},{' '}
          {organisation.address}.
        </p>
      ),
    },
  ],
};

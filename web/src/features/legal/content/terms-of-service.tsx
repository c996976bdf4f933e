// The terms of service's text: the licence and its plans, payment in USDT, the 7-day money-back
// guarantee, no promise of profit, acceptable use, termination, liability and governing law.
import { Link } from 'react-router-dom';
import { OrganisationDetails } from '../../../components/ui/organisation-details';
import { siteConfig } from '../../../config/site';
import type { LegalDocument } from '../components/legal-page';

const { organisation, supportEmail, productName } = siteConfig;
const email = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  description: `The terms for using ${productName} and its time-limited licences: plans, payment, refunds and liability.`,
  updated: '2026-11-24',
  summary: (
    <p>
      In short: you buy a time-limited licence to run our trading robot on one MT5 account, you pay in USDT,
      you can get your money back within 7 days, and trading results are never guaranteed. The full terms
      follow; please read them with the <Link to="/risk-disclosure">Risk Disclosure</Link>.
    </p>
  ),
  sections: [
    {
      id: 'agreement',
      title: 'These terms',
      body: (
        <p>
          These terms are an agreement between you and {organisation.legalName} (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;). They apply when you create an account, buy a licence or use the robot. The{' '}
          <Link to="/privacy-policy">Privacy Policy</Link> and the{' '}
          <Link to="/risk-disclosure">Risk Disclosure</Link> form part of them. If you do not accept them,
          please do not use the service.
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who may use the service',
      body: (
        <p>
          You must be at least 18, able to enter a binding contract, and allowed by the laws where you live to
          trade and to use automated trading software. Your trading account is with a broker of your choice;
          we are not a party to that relationship.
        </p>
      ),
    },
    {
      id: 'account',
      title: 'Your account',
      body: (
        <p>
          Give accurate details, verify your email address and keep your password and licence keys to
          yourself. You are responsible for what happens under your account. Tell us at {email} straight away
          if you think someone else has used it.
        </p>
      ),
    },
    {
      id: 'licence',
      title: 'Your licence',
      body: (
        <>
          <p>
            A licence gives you a personal, non-exclusive, non-transferable right to run the robot (an expert
            advisor for MetaTrader 5) for the licence&rsquo;s term. We can revoke it as these terms describe.
          </p>
          <ul>
            <li>
              <strong>One licence, one MT5 account.</strong> Each licence is tied to one MT5 account number
              and works only on that account.
            </li>
            <li>
              <strong>Limited changes.</strong> You can move an active licence to another account number from
              your dashboard a limited number of times (three unless your dashboard shows otherwise). After
              that, ask support; further changes are at our discretion.
            </li>
            <li>
              You may not copy, resell, lend or share the robot or a licence key, nor run it on an account it
              is not tied to.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'plans',
      title: 'Plans and prices',
      body: (
        <>
          <p>
            Licences are sold for a fixed term of 1 month, 3 months or 1 year, and for 6 months where that
            plan is offered. The price of each plan, in US dollars, is shown on the site before you pay; the
            price shown when you place your order is the one that applies. The term starts when the licence is
            issued; renewing an active licence adds the new term to the end of the current one.
          </p>
          <p>
            Licences do not renew by themselves: when the term ends the robot stops working on your account
            until you buy or renew a licence. Discount codes have the conditions shown with them, have no cash
            value and may be withdrawn.
          </p>
        </>
      ),
    },
    {
      id: 'payment',
      title: 'Payment',
      body: (
        <>
          <p>
            We accept USDT only, on the TRC20 (TRON) or BEP20 (BNB Smart Chain) network. Each order has its
            own payment address and amount; send exactly that amount, on the network you chose, within the 30
            minutes the order stays open. Network fees are yours.
          </p>
          <p>
            Your licence is issued once the payment has enough confirmations on the blockchain. Blockchain
            payments cannot be reversed: check the address and network before you send. If you pay the wrong
            amount, on the wrong network or too late, contact support with your order id; where we can
            identify the payment we issue the licence or refund it.
          </p>
        </>
      ),
    },
    {
      id: 'refunds',
      title: '7-day money-back guarantee',
      body: (
        <>
          <p>
            If you are not satisfied, ask for a refund within 7 days of your payment by writing to {email} or
            opening a support ticket with your order id. You do not have to give a reason, and each order can
            be refunded once.
          </p>
          <p>
            We refund the amount you paid in USDT, on the network you paid with, to a wallet address you give
            us. Refunds take 2-3 business days to process. When the refund is made, what the order bought is
            taken back: a new licence is revoked, and a renewal loses the time it added. We may refuse a
            refund when the guarantee is abused, for example by repeated buy-and-refund cycles, or when the
            licence was used in breach of these terms. After 7 days payments are not refundable, except where
            the law says otherwise.
          </p>
        </>
      ),
    },
    {
      id: 'no-guarantee',
      title: 'No investment advice, no guarantee of profit',
      body: (
        <p>
          The robot is software that places trades by fixed rules. We are not a broker, we do not hold your
          funds, and nothing on the site is investment advice. Results depend on the markets, your broker,
          your settings and many things outside our control. Any figures we publish, such as a monthly return
          of 8-15% or a maximum drawdown of 8.55%, describe past results and are not a promise: you can lose
          part or all of the money in your trading account.
        </p>
      ),
    },
    {
      id: 'responsibilities',
      title: 'Your responsibilities',
      body: (
        <p>
          You choose your broker, your account size, leverage and robot settings; you keep the MT5 terminal
          running (for example on a virtual private server); you watch your account; and you follow your
          broker&rsquo;s terms and the laws and tax rules that apply to you.
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: (
        <ul>
          <li>Do not share, sell or publish licence keys, or get around the licence check.</li>
          <li>Do not decompile, modify or copy the robot, or tamper with the reports it sends.</li>
          <li>Do not attack, overload or probe the service, or use it for anything unlawful.</li>
          <li>Do not open several accounts to misuse discount codes or the money-back guarantee.</li>
          <li>Treat our support staff with respect.</li>
        </ul>
      ),
    },
    {
      id: 'availability',
      title: 'Updates and availability',
      body: (
        <p>
          Updates to the robot are included while your licence is active. The robot checks its licence with
          our servers and can keep running for a few hours if they cannot be reached, but we do not promise
          the service will always be available or free of errors, and we may change features as the product
          develops.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Suspension, revocation and termination',
      body: (
        <>
          <p>
            You can stop using the service at any time and ask us to close your account. We may suspend or
            revoke a licence, or close an account, if you breach these terms, if we suspect fraud or key
            sharing, or if the law requires it. A revoked licence cannot be restored. Where we end a licence
            without any fault of yours, we refund the unused part of its term.
          </p>
          <p>
            When a licence ends for any reason the robot stops working on your account. Positions that are
            still open stay open: managing them is up to you.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <p>
          The robot, the site and their content belong to us or our licensors. Apart from the licence these
          terms give you, no rights pass to you.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <>
          <p>
            As far as the law allows, we are not liable for trading losses, lost profits, or losses caused by
            your broker, the MetaTrader platform, your computer or server, internet outages or blockchain
            networks, nor for indirect or consequential losses. Our total liability for any claim is limited
            to the amount you paid for the licence concerned in the 12 months before the claim.
          </p>
          <p>
            Nothing in these terms limits liability that cannot be limited by law, such as liability for
            fraud, or your statutory rights as a consumer.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. We publish the new version here with a new date and tell you by email
          about important changes before they apply. A change never shortens a licence you have already paid
          for.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      body: (
        <p>
          These terms are governed by the laws of {organisation.jurisdiction}, and its courts decide any
          dispute, without taking away the protection the law of your own country gives you as a consumer.
          Please contact us first: most problems are solved quickly by support.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: <OrganisationDetails />,
    },
  ],
};

// The risk disclosure's text: leveraged forex and CFD trading, what the published figures do and do not
// mean (past results, never promises), automated and technical risks, and money you can afford to lose.
import { Link } from 'react-router-dom';
import { siteConfig } from '../../../config/site';
import type { LegalDocument } from '../components/legal-page';

const { supportEmail, productName } = siteConfig;

export const RISK_DISCLOSURE: LegalDocument = {
  title: 'Risk Disclosure',
  description: `The risks of trading forex and CFDs with ${productName}: leverage, past results that are not promises, and technical failures.`,
  updated: '2026-11-24',
  summary: (
    <p className="legal__warning">
      Trading foreign exchange (forex) and contracts for difference (CFDs) on margin carries a high level of
      risk and is not suitable for everyone. You can lose some or all of the money in your trading account.
      Only trade with money you can afford to lose.
    </p>
  ),
  sections: [
    {
      id: 'leverage',
      title: 'Leverage and margin',
      body: (
        <>
          <p>
            Forex and CFD accounts let you control positions much larger than your deposit. This leverage
            works in both directions: a small price move against a position can wipe out a large part of your
            balance in minutes.
          </p>
          <ul>
            <li>
              When your margin runs short, your broker may close positions at a loss without asking you.
            </li>
            <li>Depending on your broker, losses can exceed your deposit.</li>
            <li>Overnight financing (swap) and spreads are costs that reduce every result.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'market',
      title: 'Market risks',
      body: (
        <p>
          Prices can jump over weekends and around news, so orders may fill far from the price the robot asked
          for (slippage). Spreads widen and liquidity thins at times of stress. Events no strategy has seen
          before can move markets further and faster than any model expects.
        </p>
      ),
    },
    {
      id: 'past-results',
      title: 'Published figures are past results, not promises',
      body: (
        <>
          <p>
            Our site states a monthly return of 8-15% and a maximum drawdown of 8.55%. These figures describe
            what the robot has done in the past on our showcase account. They are not a forecast, a target or
            a guarantee of what it will do on your account.
          </p>
          <ul>
            <li>Returns change from month to month, and some months can be losing months.</li>
            <li>
              A future drawdown can be deeper than 8.55%, and losses can be larger than any seen so far.
            </li>
            <li>
              Your results will differ from ours because of your broker, spreads, execution speed, deposit,
              leverage, settings and the day you start.
            </li>
            <li>
              The live figures on our landing page come from the reports the robot itself sends from one
              account. They are not audited statements.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'past-performance',
      title: 'Past performance',
      body: (
        <p>
          Past performance is not a reliable indicator of future results. A strategy that has worked for
          months can stop working when market conditions change. Backtests and demo accounts leave out
          real-world costs and execution, and usually look better than live trading.
        </p>
      ),
    },
    {
      id: 'automated-trading',
      title: 'Risks of automated trading',
      body: (
        <p>
          The robot follows fixed rules without human judgement. It cannot tell that a situation is unusual,
          and it will keep trading by its rules until you stop it. Running it with a larger lot size, higher
          leverage or alongside other robots on the same account changes its risk completely.
        </p>
      ),
    },
    {
      id: 'technical',
      title: 'Technical risks',
      body: (
        <>
          <p>The robot only works while everything it depends on works:</p>
          <ul>
            <li>
              your MT5 terminal, your computer or virtual private server, its power and its internet
              connection;
            </li>
            <li>your broker&rsquo;s trading servers and the MetaTrader platform, including its updates;</li>
            <li>
              our licence servers: if they cannot be reached for more than a few hours, or your licence
              expires or is tied to another account number, the robot stops trading;
            </li>
            <li>the robot itself, which, like all software, can contain errors.</li>
          </ul>
          <p>
            A failure at the wrong moment can leave positions open and unmanaged. Check your account
            regularly.
          </p>
        </>
      ),
    },
    {
      id: 'broker',
      title: 'Broker risk',
      body: (
        <p>
          Your money is held by your broker, not by us. A broker can execute poorly, change its conditions, or
          fail. Choose a broker that is regulated where you live, and read its own risk warnings.
        </p>
      ),
    },
    {
      id: 'crypto-payments',
      title: 'Paying in cryptocurrency',
      body: (
        <p>
          Licences are paid in USDT. Blockchain payments cannot be reversed, a payment sent on the wrong
          network or to the wrong address may be lost, and a stablecoin can lose its link to the US dollar.
        </p>
      ),
    },
    {
      id: 'legal-tax',
      title: 'Legal and tax',
      body: (
        <p>
          Leveraged trading is restricted or forbidden in some countries. Make sure you are allowed to trade
          where you live, and declare your results as your tax rules require.
        </p>
      ),
    },
    {
      id: 'your-decision',
      title: 'Your decision',
      body: (
        <>
          <p>
            Nothing we publish is financial advice. Before you trade, consider whether leveraged trading suits
            your experience, goals and finances, and ask an independent financial adviser if you are unsure.
          </p>
          <p>
            <strong>Only risk money you can afford to lose.</strong> Never trade with borrowed money or with
            money you need for living costs. Starting on a demo account or with a small deposit is a sensible
            way to see how the robot behaves with your broker.
          </p>
        </>
      ),
    },
    {
      id: 'questions',
      title: 'Questions',
      body: (
        <p>
          If anything here is unclear, ask us before you buy: write to{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. The{' '}
          <Link to="/terms-of-service">Terms of Service</Link> explain the 7-day money-back guarantee.
        </p>
      ),
    },
  ],
};

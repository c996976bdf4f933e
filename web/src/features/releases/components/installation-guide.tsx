// The installation guide (/guide/installation, public): getting the robot into MetaTrader 5, allowing it to
// ask this shop about its license, attaching it with the license key, what its license check says and how
// updates arrive.
import { ROBOT_MESSAGES } from '@shop/command-api/contracts';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../../components/ui/copy-button';
import '../releases.css';

/** The licence check's answers, in the robot's own words (the API's messages), and what the trader does. */
const LICENCE_CHECK_ANSWERS = [
  { reason: 'Valid', shows: ROBOT_MESSAGES.valid, todo: 'Nothing: the robot trades.' },
  {
    reason: 'UNKNOWN_KEY',
    shows: ROBOT_MESSAGES.UNKNOWN_KEY,
    todo: 'Check the key in the robot’s inputs: copy it again from your dashboard.',
  },
  {
    reason: 'OTHER_ACCOUNT',
    shows: ROBOT_MESSAGES.OTHER_ACCOUNT,
    todo: 'Change the account number on your license in the dashboard, then restart the robot.',
  },
  { reason: 'EXPIRED', shows: ROBOT_MESSAGES.EXPIRED, todo: 'Renew the license from your dashboard.' },
  { reason: 'REVOKED', shows: ROBOT_MESSAGES.REVOKED, todo: 'Contact support.' },
] as const;

export function InstallationGuide() {
  const shopAddress = window.location.origin;
  return (
    <div className="guide">
      <p className="page__lead">
        Install the MT5 Robot in MetaTrader 5 on Windows (or on your VPS) in a few minutes. You need an active
        license and MetaTrader 5 with your broker’s account signed in.
      </p>

      <section aria-labelledby="guide-download">
        <h2 id="guide-download">1. Download the robot</h2>
        <p>
          Open <Link to="/downloads">Downloads</Link> (sign in first) and press the download button of the
          latest version. You get one file ending in <code>.ex5</code>. Its SHA-256 checksum is shown next to
          the button if you want to check the file.
        </p>
      </section>

      <section aria-labelledby="guide-copy">
        <h2 id="guide-copy">2. Copy it into MetaTrader 5</h2>
        <ol className="guide__steps">
          <li>
            In MetaTrader 5 choose <strong>File › Open Data Folder</strong>.
          </li>
          <li>
            Open <code>MQL5</code>, then <code>Experts</code>, and copy the <code>.ex5</code> file there.
          </li>
          <li>
            Back in MetaTrader 5, right-click <strong>Expert Advisors</strong> in the Navigator and choose{' '}
            <strong>Refresh</strong> (or restart MetaTrader 5). The robot appears in the list.
          </li>
        </ol>
      </section>

      <section aria-labelledby="guide-allow">
        <h2 id="guide-allow">3. Allow the robot to trade and to check its license</h2>
        <ol className="guide__steps">
          <li>
            Choose <strong>Tools › Options</strong> and open the <strong>Expert Advisors</strong> tab.
          </li>
          <li>
            Tick <strong>Allow algorithmic trading</strong>.
          </li>
          <li>
            Tick <strong>Allow WebRequest for listed URL</strong> and add this shop’s address:
            <span className="guide__address">
              <code>{shopAddress}</code>
              <CopyButton text={shopAddress} description="Copy the shop's address" />
            </span>
          </li>
          <li>
            Press <strong>OK</strong>.
          </li>
        </ol>
      </section>

      <section aria-labelledby="guide-attach">
        <h2 id="guide-attach">4. Attach it to a chart with your license key</h2>
        <ol className="guide__steps">
          <li>Drag the robot from the Navigator onto a chart.</li>
          <li>
            On the <strong>Inputs</strong> tab, paste your license key: copy it from your{' '}
            <Link to="/dashboard">dashboard</Link>.
          </li>
          <li>
            On the <strong>Common</strong> tab, make sure algorithmic trading is allowed, then press{' '}
            <strong>OK</strong>.
          </li>
          <li>
            Make sure the <strong>Algo Trading</strong> button in the toolbar is on. The robot checks its
            license at once and shows the answer on the chart.
          </li>
        </ol>
      </section>

      <section aria-labelledby="guide-check">
        <h2 id="guide-check">What the license check says</h2>
        <div className="table-scroll">
          <table className="guide__table">
            <caption className="visually-hidden">The robot’s license check answers and what to do</caption>
            <thead>
              <tr>
                <th scope="col">Answer</th>
                <th scope="col">The robot shows</th>
                <th scope="col">What to do</th>
              </tr>
            </thead>
            <tbody>
              {LICENCE_CHECK_ANSWERS.map((answer) => (
                <tr key={answer.reason}>
                  <th scope="row">
                    <code>{answer.reason}</code>
                  </th>
                  <td data-label="The robot shows">{answer.shows}</td>
                  <td data-label="What to do">{answer.todo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Still stuck? <Link to="/support">Open a support ticket</Link>.
        </p>
      </section>

      <section aria-labelledby="guide-updates">
        <h2 id="guide-updates">Updates</h2>
        <p>
          When a newer version is published, the robot tells you on its chart, and your dashboard shows{' '}
          <strong>Update available</strong> on the license. Download the new version from{' '}
          <Link to="/downloads">Downloads</Link>, replace the old <code>.ex5</code> file in{' '}
          <code>MQL5/Experts</code> with it, and refresh the Navigator (or restart MetaTrader 5). Your
          settings and license key stay as they were.
        </p>
      </section>
    </div>
  );
}

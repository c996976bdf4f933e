// Three short cards on where the figures come from; hidden on very small screens (CSS), where the numbers
// themselves need the room.
const CARDS = [
  {
    title: 'Verified by telemetry',
    text: 'The figures come from the reports the robot itself sends while it trades, not from a backtest.',
  },
  {
    title: 'Live account',
    text: 'They describe a live MT5 account running the robot under real market conditions.',
  },
  {
    title: 'Updated continuously',
    text: 'Trades, balance and equity are reported as the robot runs, so the figures follow the account.',
  },
] as const;

export function PerformanceInfoCards() {
  return (
    <ul className="performance__cards">
      {CARDS.map((card) => (
        <li key={card.title} className="performance__card">
          <h3>{card.title}</h3>
          <p className="performance__card-text">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

// The landing page's FAQ (spec §2 Landing page; facts from §1, §4 and §9): nine questions, plain answers.
export type FaqItem = {
  question: string;
  answer: string;
  /** Pages the answer points to, linked under it. */
  links?: ReadonlyArray<{ to: string; label: string }>;
};

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What is the MT5 Robot?',
    answer:
      'An automated trading robot (an expert advisor) that opens and manages forex trades on your own MetaTrader 5 account. You buy a time-limited licence, and the robot trades for as long as the licence is active.',
  },
  {
    question: 'Which trading platform does it run on?',
    answer:
      'MetaTrader 5 (MT5) only. You need an MT5 account with a broker and a terminal that stays running, for example on a VPS.',
  },
  {
    question: 'How do licences work?',
    answer:
      'Each licence is tied to one MT5 account number. You can change the account number on an active licence from your dashboard a limited number of times (3 by default); after that, contact support.',
  },
  {
    question: 'How do I pay?',
    answer:
      'In USDT on the TRC20 or BEP20 network. After you create an order you have 30 minutes to send the payment and submit the transaction hash. Verification typically takes 1-2 minutes, and your licence key appears as soon as the payment is confirmed.',
  },
  {
    question: 'Which plans are available?',
    answer:
      'Four plans: 1, 3, 6 and 12 months. The longer plans cost less per month. Every plan includes the same robot, updates and support.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Yes. There is a 7-day money-back guarantee. Contact support within 7 days of purchase; refunds take 2-3 business days to process.',
  },
  {
    question: 'Is trading with the robot risky?',
    answer:
      'Yes. Trading forex involves a substantial risk of loss, and past performance does not guarantee future results. Our marketing states a monthly return of 8-15% and a maximum drawdown of 8.55%; these are historical figures, not promises. Only trade with money you can afford to lose.',
  },
  {
    question: 'How do I get support?',
    answer:
      'Open a support ticket from your dashboard, message us on Telegram or send an email. The average response time is 2-4 hours.',
  },
  {
    question: 'Does the robot get updates?',
    answer:
      'Yes. The robot continues to receive updates while your licence is active, at no extra cost. It tells you on its chart when a newer version is out; download it from your Downloads page and replace the old file.',
    links: [
      { to: '/downloads', label: 'Downloads' },
      { to: '/guide/installation', label: 'Installation guide' },
    ],
  },
];

const steps = [
  {
    title: 'Discover Groups',
    text: 'Search by name or category and find groups that meet near you.',
    icon: '🔍',
  },
  {
    title: 'Create Your Own',
    text: 'Start a group for your hobby: set a place, a start date and how many can join.',
    icon: '✏️',
  },
  {
    title: 'Join & Connect',
    text: 'Meet people who share your passion and keep the hobby going together.',
    icon: '🤝',
  },
];

export function HowItWorks() {
  return (
    <section className="section" id="how-it-works" aria-labelledby="how-title">
      <h2 id="how-title" className="section__title">
        How It Works
      </h2>
      <ol className="steps">
        {steps.map((step, i) => (
          <li key={step.title} className="card step">
            <span className="step__icon" aria-hidden="true">
              {step.icon}
            </span>
            <h3>
              <span className="step__number">{i + 1}.</span> {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

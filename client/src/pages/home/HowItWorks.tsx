import { EditIcon, SearchIcon, UsersIcon } from '@/ui/icons';

const steps = [
  {
    title: 'Discover Groups',
    text: 'Search by name or category and find groups that meet near you.',
    Icon: SearchIcon,
  },
  {
    title: 'Create Your Own',
    text: 'Start a group for your hobby: set a place, a start date and how many can join.',
    Icon: EditIcon,
  },
  {
    title: 'Join & Connect',
    text: 'Meet people who share your passion and keep the hobby going together.',
    Icon: UsersIcon,
  },
];

export function HowItWorks() {
  return (
    <section className="section" id="how-it-works" aria-labelledby="how-title">
      <h2 id="how-title" className="section__title">
        How It Works
      </h2>
      <ol className="steps">
        {steps.map(({ title, text, Icon }, i) => (
          <li key={title} className="card step">
            <span className="step__icon">
              <Icon />
            </span>
            <h3>
              <span className="step__number">{i + 1}.</span> {title}
            </h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

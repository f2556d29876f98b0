const testimonials = [
  {
    name: 'Amara Okafor',
    role: 'Runs the Riverside Runners',
    quote: 'I posted a Saturday run on a whim. Three months later we are forty people and a coffee tradition.',
  },
  {
    name: 'Lucas Meyer',
    role: 'Member, Film Photography Walks',
    quote: 'HobbyHub got me out of the house with my camera. The group walks are the best part of my week.',
  },
  {
    name: 'Priya Nair',
    role: 'Organizer, Midnight Writers',
    quote: 'Creating our writing circle took five minutes. Finding people who actually show up took even less.',
  },
  {
    name: 'Tom Becker',
    role: 'Member, Lakeside Anglers',
    quote: 'I moved to a new city knowing nobody. Now I know every good fishing spot and the people who love them.',
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

export function Testimonials() {
  return (
    <section className="section" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="section__title">
        What Our Members Say
      </h2>
      <ul className="testimonials">
        {testimonials.map((t) => (
          <li key={t.name} className="card testimonial">
            <blockquote>
              <p>“{t.quote}”</p>
            </blockquote>
            <div className="testimonial__person">
              <span className="testimonial__avatar" aria-hidden="true">
                {initials(t.name)}
              </span>
              <span>
                <strong>{t.name}</strong>
                <br />
                <small>{t.role}</small>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

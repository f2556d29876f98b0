import { usePageTitle } from '@/ui/usePageTitle';
import '@/pages/about-us/about-us.css';

const offerings = [
  { title: 'Browse groups', text: 'Search every hobby group by name or category and sort them A-Z or Z-A.' },
  { title: 'Create and manage', text: 'Start a group in minutes, then update or delete it from My Groups.' },
  { title: 'Sign in your way', text: 'Use your email and password or your Google account.' },
];

export function Component() {
  usePageTitle('About Us');
  return (
    <div className="container narrow page prose">
      <header className="page-header">
        <h1>About Us</h1>
      </header>
      <section aria-labelledby="mission">
        <h2 id="mission">Our mission</h2>
        <p>
          HobbyHub brings people together around the things they love doing. We believe every hobby is better shared: a
          sketchbook, a fishing rod or a running route all lead to friendships when there is a group to join.
        </p>
      </section>
      <section aria-labelledby="offer">
        <h2 id="offer">What we offer</h2>
        <ul className="offerings">
          {offerings.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '@/paths';
import { FacebookIcon, GithubIcon, LinkedinIcon } from '@/ui/icons';
import '@/layout/Footer.css';

const socialLinks = [
  { label: 'HobbyHub on GitHub', href: 'https://github.com/', Icon: GithubIcon },
  { label: 'HobbyHub on Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'HobbyHub on LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedinIcon },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Link to={paths.home.getHref()} className="brand">
            <img src="/images/logo.svg" alt="" width="40" height="40" />
            <span>HobbyHub</span>
          </Link>
          <p>Users can join, create and browse hobby groups.</p>
          <ul className="social-links">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={href}>
                <a href={href} aria-label={label} target="_blank" rel="noreferrer noopener">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul>
            <li>
              <Link to={paths.myGroups.getHref()}>My Groups</Link>
            </li>
            <li>
              <Link to={paths.createGroup.getHref()}>Create Group</Link>
            </li>
            <li>
              <Link to={paths.allGroups.getHref()}>All Groups</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li>
              <Link to={paths.aboutUs.getHref()}>About Us</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-developers">
          <h2 id="footer-developers">Developers</h2>
          <ul>
            <li>
              <Link to={paths.comingSoon.getHref()}>Public Api</Link>
            </li>
            <li>
              <Link to={paths.comingSoon.getHref()}>Documentation</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__copyright">© {new Date().getFullYear()} All rights reserved by HobbyHub</p>
    </footer>
  );
}

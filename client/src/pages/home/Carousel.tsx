import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/paths';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/ui/icons';
import '@/pages/home/Carousel.css';

const slides = [
  {
    image: '/images/slides/slide-1.svg',
    title: 'Find your people',
    text: 'Browse hobby groups that meet near you, from sketching circles to running crews.',
    cta: { label: 'Browse groups', href: paths.allGroups.getHref() },
  },
  {
    image: '/images/slides/slide-2.svg',
    title: 'Start a group in minutes',
    text: 'Pick a hobby, a place and a start date. HobbyHub does the rest.',
    cta: { label: 'Create a group', href: paths.createGroup.getHref() },
  },
  {
    image: '/images/slides/slide-3.svg',
    title: 'Share what you love',
    text: 'Cook, read, write, fish or game together, every week.',
    cta: { label: 'How it works', href: '#how-it-works' },
  },
];

/** The product's banner: 3 slides, advancing every second. */
export const slideInterval = 1000;

/** Auto-advancing carousel with arrows and numbered dots; it wraps, and pauses on hover, focus or request. */
export function Carousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = slides.length;
  const go = (next: number) => setIndex((next + count) % count);

  useEffect(() => {
    if (paused || hovered) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), slideInterval);
    return () => clearInterval(timer);
  }, [paused, hovered, count]);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="carousel__track" aria-live={paused || hovered ? 'polite' : 'off'}>
        {slides.map((slide, i) => (
          <div
            key={slide.image}
            className={i === index ? 'carousel__slide active' : 'carousel__slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
          >
            {/* The first slide is the page's largest paint; the others are not needed until they
                show, so they do not compete with it (nor are they preloaded by a prerender). */}
            <img src={slide.image} alt="" fetchPriority={i === 0 ? 'high' : 'low'} />
            <div className="carousel__caption">
              <h2>{slide.title}</h2>
              <p>{slide.text}</p>
              {slide.cta.href.startsWith('#') ? (
                <a className="btn btn-primary" href={slide.cta.href} tabIndex={i === index ? 0 : -1}>
                  {slide.cta.label}
                </a>
              ) : (
                <Link className="btn btn-primary" to={slide.cta.href} tabIndex={i === index ? 0 : -1}>
                  {slide.cta.label}
                </Link>
              )}
            </div>
          </div>
        ))}
      </div>
      <button type="button" className="carousel__arrow prev" aria-label="Previous slide" onClick={() => go(index - 1)}>
        <ChevronLeftIcon />
      </button>
      <button type="button" className="carousel__arrow next" aria-label="Next slide" onClick={() => go(index + 1)}>
        <ChevronRightIcon />
      </button>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__pause"
          aria-label={paused ? 'Play slides' : 'Pause slides'}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        {slides.map((slide, i) => (
          <button
            key={slide.image}
            type="button"
            className={i === index ? 'carousel__dot active' : 'carousel__dot'}
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          >
            {i + 1}
          </button>
        ))}
      </div>
    </section>
  );
}

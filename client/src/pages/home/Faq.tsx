import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/ui/icons';

const questions = [
  {
    question: 'How do I join a group?',
    answer:
      'Sign in, open a group and use Join Group. Groups whose start date has passed are no longer active and cannot be joined.',
  },
  {
    question: 'Can I create my own group?',
    answer:
      'Yes. Once signed in, choose Create Groups, fill in the details and your group appears in All Groups and in My Groups, where you can update or delete it.',
  },
  {
    question: 'What if I forget my password?',
    answer:
      'Use "Forgot password?" on the login page and we will email you a link to choose a new one. If you signed in with Google, keep using Google.',
  },
];

/** Accordion: one answer open at a time. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <section className="section" aria-labelledby="faq-title">
      <h2 id="faq-title" className="section__title">
        Frequently Asked Questions
      </h2>
      <div className="faq">
        {questions.map((item, i) => {
          const expanded = open === i;
          return (
            <div key={item.question} className={expanded ? 'faq__item open' : 'faq__item'}>
              <h3>
                <button
                  type="button"
                  id={`${baseId}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${baseId}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                >
                  {item.question}
                  <ChevronDownIcon className="faq__chevron" />
                </button>
              </h3>
              <div id={`${baseId}-a${i}`} role="region" aria-labelledby={`${baseId}-q${i}`} hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

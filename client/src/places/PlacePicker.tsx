import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { placeLabel, placeSearchMinLength, usePlaceSearch, type PlaceOption } from '@/places/search';
import '@/places/PlacePicker.css';

/** How long typing may pause before the picker asks the server. */
const typingPauseMs = 150;

export interface PlacePickerProps {
  /** The input's id (its label points at it). */
  id: string;
  /** What the input shows: the chosen place's label, or the text being typed. */
  text: string;
  /** The chosen place's id, or '' when nothing (or only typed text) is chosen. */
  placeId: string;
  describedBy?: string;
  invalid?: boolean;
  /** Typing: the text, and no place chosen any more. */
  onType(text: string): void;
  /** A place chosen from the list. */
  onChoose(place: PlaceOption): void;
}

/**
 * A combobox over the offline place search (WAI-ARIA 1.2 combobox with a listbox popup): after
 * three letters it lists matching cities (and Online); arrow keys move through them, Enter
 * chooses, Escape closes the list (or, closed, clears the text). A status line tells screen
 * readers how many places were found. Nothing counts as chosen until a place is picked.
 */
export function PlacePicker({ id, text, placeId, describedBy, invalid, onType, onChoose }: PlacePickerProps) {
  const search = usePlaceSearch();
  const listId = useId();
  const [options, setOptions] = useState<PlaceOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  // Answers can arrive out of order: only the latest question's answer is shown.
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const ask = (value: string) => {
    if (timer.current) clearTimeout(timer.current);
    const question = ++asked.current;
    if (value.trim().length < placeSearchMinLength) {
      setOptions([]);
      setStatus('');
      close();
      return;
    }
    timer.current = setTimeout(() => {
      search(value.trim()).then(
        (found) => {
          if (question !== asked.current) return;
          setOptions(found);
          setActive(-1);
          setOpen(found.length > 0);
          setStatus(
            found.length === 0
              ? 'No place found.'
              : `${found.length} ${found.length === 1 ? 'place' : 'places'} found.`,
          );
        },
        () => {
          if (question === asked.current) setStatus('The place search is not available right now.');
        },
      );
    }, typingPauseMs);
  };

  const choose = (place: PlaceOption) => {
    asked.current += 1; // an answer still on its way must not reopen the list
    onChoose(place);
    setStatus(`${placeLabel(place)} chosen.`);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : count - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + count) % count);
    } else if (event.key === 'Enter') {
      const place = open ? options[active] : undefined;
      if (place) {
        event.preventDefault(); // choosing is not submitting the form
        choose(place);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else if (text) {
        event.preventDefault();
        onType('');
        ask('');
      }
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeOption = open && active >= 0 ? optionId(active) : undefined;

  return (
    <div className="place-picker">
      <input
        id={id}
        name="place"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={text}
        maxLength={100}
        placeholder="e.g. Zürich or Online"
        onChange={(event) => {
          onType(event.target.value);
          ask(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        data-chosen={placeId || undefined}
      />
      <ul id={listId} role="listbox" aria-label="Places" className="place-picker__list" hidden={!open}>
        {options.map((place, index) => (
          <li
            key={place.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="place-picker__option"
            // Keeps the focus in the input, so choosing with the pointer does not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {placeLabel(place)}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { fieldErrorsOf, type FieldErrors } from '@/apollo/errors';
import { graphql } from '@/gql';
import type { GroupForm_GroupFragment, HobbyCategory } from '@/gql/graphql';
import { categoryCoverUrl } from '@/groups/covers';
import { Field } from '@/ui/Field';
import { PlacePicker } from '@/places/PlacePicker';
import { placeLabel } from '@/places/search';
import { validateGroupForm, venueMaxLength, type GroupField, type GroupFormValues } from '@/groups/validation';
import '@/groups/GroupForm.css';

/**
 * The group's fields the form edits: what the update page loads into it and what create and
 * update read back, so the three cannot drift apart.
 */
export const GroupFormFragment = graphql(`
  fragment GroupForm_group on Group {
    id
    groupName
    hobbyCategory
    description
    location
    maxMembers
    startDate
    imageURL
    venue
    place {
      id
      kind
      name
      country
    }
  }
`);

/** A saved group as the form's text fields. */
export function groupFormValues(group: Omit<GroupForm_GroupFragment, ' $fragmentName'>): GroupFormValues {
  return {
    groupName: group.groupName,
    hobbyCategory: group.hobbyCategory,
    description: group.description,
    location: group.location,
    maxMembers: String(group.maxMembers),
    startDate: group.startDate,
    imageURL: group.imageURL,
    placeId: group.place?.id ?? '',
    placeText: group.place ? placeLabel(group.place) : '',
    venue: group.venue ?? '',
  };
}

export const emptyGroupForm: GroupFormValues = {
  groupName: '',
  hobbyCategory: '',
  description: '',
  location: '',
  maxMembers: '',
  startDate: '',
  imageURL: '',
  placeId: '',
  placeText: '',
  venue: '',
};

export interface GroupFormProps {
  mode: 'create' | 'update';
  initialValues?: GroupFormValues;
  categories: readonly { value: HobbyCategory; name: string }[];
  /** The organizer, shown read-only: the server takes it from the ID token. */
  organizer: { userName: string; userEmail: string };
  /** Saves the group; a rejection keeps the typed data and shows the server's field errors. */
  onSubmit(values: GroupFormValues): Promise<void>;
  /** Shown above the buttons when saving fails. */
  failureMessage: string;
  /** More fields below the group's own (the schedule picker), given the values as typed. */
  renderExtra?: (values: GroupFormValues) => ReactNode;
}

/** The group form shared by create and update: all fields required; on update the name is read-only. */
export function GroupForm({
  mode,
  initialValues = emptyGroupForm,
  categories,
  organizer,
  onSubmit,
  failureMessage,
  renderExtra,
}: GroupFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;

  const describedBy = (field: GroupField, hint = false) =>
    [hint && `${id(field)}-hint`, errors[field] && `${id(field)}-error`].filter(Boolean).join(' ') || undefined;
  const inputProps = (field: GroupField) => ({
    id: id(field),
    name: field,
    value: values[field],
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _fixed, ...rest }) => rest);
    },
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateGroupForm(values);
    setErrors(found);
    const firstInvalid = Object.keys(emptyGroupForm).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(failureMessage);
    } finally {
      setSubmitting(false);
    }
  };

  const suggestedCover = values.hobbyCategory ? categoryCoverUrl(values.hobbyCategory as HobbyCategory) : null;

  return (
    <form className="group-form card" onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <div className="form-grid">
        <Field id={id('groupName')} label="Group Name" error={errors.groupName}>
          <input
            type="text"
            {...inputProps('groupName')}
            readOnly={mode === 'update'}
            aria-readonly={mode === 'update' || undefined}
            maxLength={100}
            placeholder="e.g. Sunday Sketchers"
          />
        </Field>
        <Field id={id('hobbyCategory')} label="Hobby Category" error={errors.hobbyCategory}>
          <select {...inputProps('hobbyCategory')}>
            <option value="" disabled>
              Choose a category
            </option>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('location')} label="Meeting Location" error={errors.location}>
          <input type="text" {...inputProps('location')} maxLength={200} placeholder="e.g. Central Park, New York" />
        </Field>
        <Field
          id={id('placeId')}
          label="City or Online (optional)"
          error={errors.placeId}
          hint="Type 3 letters of the city, then choose it from the list."
        >
          <PlacePicker
            id={id('placeId')}
            text={values.placeText}
            placeId={values.placeId}
            describedBy={describedBy('placeId', true)}
            invalid={Boolean(errors.placeId)}
            onType={(text) => {
              setValues((current) => ({ ...current, placeText: text, placeId: '' }));
              setErrors(({ placeId: _fixed, ...rest }) => rest);
            }}
            onChoose={(place) => {
              setValues((current) => ({ ...current, placeText: placeLabel(place), placeId: place.id }));
              setErrors(({ placeId: _fixed, ...rest }) => rest);
            }}
          />
        </Field>
        <Field id={id('venue')} label="Street or Venue (optional)" error={errors.venue}>
          <input
            type="text"
            {...inputProps('venue')}
            required={false}
            maxLength={venueMaxLength}
            placeholder="e.g. Bahnhofstrasse 1"
          />
        </Field>
        <Field id={id('maxMembers')} label="Max Members" error={errors.maxMembers}>
          <input type="number" inputMode="numeric" min={1} max={10000} step={1} {...inputProps('maxMembers')} />
        </Field>
        <Field id={id('startDate')} label="Start Date" error={errors.startDate}>
          <input type="date" {...inputProps('startDate')} />
        </Field>
        <Field
          id={id('imageURL')}
          label="Image URL"
          error={errors.imageURL}
          hint={
            suggestedCover && values.imageURL !== suggestedCover ? (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setValues((current) => ({ ...current, imageURL: suggestedCover }));
                  setErrors(({ imageURL: _fixed, ...rest }) => rest);
                }}
              >
                Use the HobbyHub cover for this category
              </button>
            ) : null
          }
        >
          <input type="url" {...inputProps('imageURL')} placeholder="https://…" />
        </Field>
        <Field id={id('description')} label="Description" error={errors.description}>
          <textarea rows={5} maxLength={2000} {...inputProps('description')} />
        </Field>
        <Field id={id('userName')} label="User Name">
          <input id={id('userName')} type="text" value={organizer.userName} readOnly aria-readonly />
        </Field>
        <Field id={id('userEmail')} label="User Email">
          <input id={id('userEmail')} type="email" value={organizer.userEmail} readOnly aria-readonly />
        </Field>
      </div>
      {renderExtra?.(values)}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting
          ? mode === 'create'
            ? 'Creating…'
            : 'Updating…'
          : mode === 'create'
            ? 'Create Group'
            : 'Update Group'}
      </button>
    </form>
  );
}

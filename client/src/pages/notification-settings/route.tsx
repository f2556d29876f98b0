import { useReadQuery } from '@apollo/client/react';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { fieldErrorsOf, type FieldErrors } from '@/apollo/errors';
import { graphql } from '@/gql';
import type { NotificationDelivery, NotificationPreferenceKind } from '@/gql/graphql';
import { deliveryLabels, kindLabels, kindSections } from '@/notifications/preferenceLabels';
import { useUpdateNotificationPreferences } from '@/notifications/preferenceMutations';
import { GroupUnsubscribes } from '@/pages/notification-settings/GroupUnsubscribes';
import type { AppServices, LoaderData } from '@/services';
import { Field } from '@/ui/Field';
import { PageLoader } from '@/ui/PageLoader';
import { RouteError } from '@/ui/RouteError';
import { useToast } from '@/ui/toast/ToastProvider';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/pages/notification-settings/notification-settings.css';

const NotificationSettingsPageQuery = graphql(`
  query NotificationSettingsPage {
    viewer {
      id
      notificationPreferences {
        ...NotificationPreferences_all @unmask
      }
    }
  }
`);

export function loader(_args: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  return preloadQuery(NotificationSettingsPageQuery, { fetchPolicy: 'cache-and-network' });
}

const deliveries = Object.keys(deliveryLabels) as NotificationDelivery[];
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const zones: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The kinds the server lists, in the page's sections; kinds this build does not place go last. */
function sectionsOf(kinds: readonly NotificationPreferenceKind[]) {
  const placed = new Set(kindSections.flatMap((section) => section.kinds));
  return [
    ...kindSections.map(({ title, kinds: sectionKinds }) => ({
      title,
      kinds: sectionKinds.filter((kind) => kinds.includes(kind)),
    })),
    { title: 'Everything else', kinds: kinds.filter((kind) => !placed.has(kind)) },
  ].filter((section) => section.kinds.length > 0);
}

/** How the viewer hears of each kind of news, when their digest goes out, and their zone. */
function NotificationSettingsForm() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const viewer = data.viewer;
  const preferences = viewer?.notificationPreferences;
  const [kinds, setKinds] = useState<Record<string, NotificationDelivery>>(() =>
    Object.fromEntries((preferences?.kinds ?? []).map((k) => [k.kind, k.delivery])),
  );
  const [digestHour, setDigestHour] = useState(preferences?.digestHour ?? 8);
  const [timeZone, setTimeZone] = useState(preferences?.timeZone ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const viewerCacheId = viewer ? `Viewer:${viewer.id}` : undefined;
  const save = useUpdateNotificationPreferences(viewerCacheId);
  const toast = useToast();
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  if (!viewerCacheId || !preferences) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    setErrors({});
    try {
      await save({
        kinds: preferences.kinds.map(({ kind }) => ({
          kind,
          delivery: kinds[kind] ?? ('IN_APP' as NotificationDelivery),
        })),
        digestHour,
        timeZone: timeZone === '' ? null : timeZone,
      });
      toast({ title: 'Notification settings saved.', icon: 'success' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : 'Your settings could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="notification-settings-page">
      <form className="card notification-settings" onSubmit={onSubmit} noValidate>
        <fieldset className="notification-settings__kinds">
          <legend>How you hear of each kind of news</legend>
          {sectionsOf(preferences.kinds.map(({ kind }) => kind)).map((section) => (
            <fieldset key={section.title} className="notification-settings__section">
              <legend>{section.title}</legend>
              {section.kinds.map((kind) => (
                <Field key={kind} id={id(kind)} label={kindLabels[kind] ?? kind} error={errors[kind]}>
                  <select
                    id={id(kind)}
                    name={kind}
                    value={kinds[kind] ?? 'IN_APP'}
                    onChange={(event) => setKinds({ ...kinds, [kind]: event.target.value as NotificationDelivery })}
                  >
                    {deliveries.map((delivery) => (
                      <option key={delivery} value={delivery}>
                        {deliveryLabels[delivery]}
                      </option>
                    ))}
                  </select>
                </Field>
              ))}
            </fieldset>
          ))}
        </fieldset>
        <Field
          id={id('digestHour')}
          label="Daily digest at"
          error={errors.digestHour}
          hint="One email with everything since the last one, sent only when there is something."
        >
          <select
            id={id('digestHour')}
            name="digestHour"
            value={digestHour}
            aria-describedby={`${id('digestHour')}-hint`}
            onChange={(event) => setDigestHour(Number(event.target.value))}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id('timeZone')}
          label="Your time zone"
          error={errors.timeZone}
          hint="Times in emails are shown in it."
        >
          <select
            id={id('timeZone')}
            name="timeZone"
            value={timeZone}
            aria-describedby={`${id('timeZone')}-hint`}
            onChange={(event) => setTimeZone(event.target.value)}
          >
            <option value="">Each group’s own time zone</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </Field>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </button>
      </form>
      <GroupUnsubscribes entries={preferences.groupUnsubscribes} viewerCacheId={viewerCacheId} />
    </div>
  );
}

export function Component() {
  usePageTitle('Notification settings');
  return (
    <div className="container narrow page">
      <header className="page-header">
        <h1>Notification settings</h1>
        <p className="muted">
          Choose what reaches you by email. Everything still shows under the bell unless it is off.
        </p>
      </header>
      <Suspense fallback={<PageLoader label="Loading your settings…" />}>
        <NotificationSettingsForm />
      </Suspense>
    </div>
  );
}

export const ErrorBoundary = RouteError;

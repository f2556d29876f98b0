import type { Resolvers } from '@/generated/graphql';
import { mailKinds } from '@/mail/kinds';

/** GraphQL → mail service: email preferences and the groups' reminder lead times. */
export const mailResolvers: Resolvers = {
  Mutation: {
    updateNotificationPreferences: async (_, { input: { kinds, ...rest } }, { mail, viewer }) => ({
      notificationPreferences: await mail.updatePreferences(viewer, {
        ...rest,
        ...(kinds ? { deliveries: Object.fromEntries(kinds.map(({ kind, delivery }) => [kind, delivery])) } : {}),
      }),
    }),
    setReminderLeadTime: async (_, { input }, { mail, viewer }) => ({
      group: await mail.reminders.setLead(viewer, input.id, input.reminderLeadHours),
    }),
    setReminders: async (_, { input: { id, reminderLeadHours, nudgeUnanswered } }, { mail, viewer }) => ({
      group: (
        await mail.reminders.setReminders(viewer, id, {
          reminderLeadHours: reminderLeadHours ?? undefined,
          nudgeUnanswered: nudgeUnanswered ?? undefined,
        })
      ).group,
    }),
    resubscribeGroupEmail: async (_, { input }, { mail, viewer }) => ({
      notificationPreferences: await mail.resubscribe(viewer, input),
    }),
  },
  Viewer: {
    notificationPreferences: (viewer, _, { mail }) => mail.preferencesOf(viewer),
  },
  Group: {
    reminderLeadHours: (group, _, { mail }) => mail.reminders.leadOf(group._id.toString()),
    nudgeUnanswered: (group, _, { mail }) => mail.reminders.nudgeOf(group._id.toString()),
  },
  NotificationPreferences: {
    kinds: ({ deliveries }) => mailKinds.map((kind) => ({ kind, delivery: deliveries[kind] })),
    groupUnsubscribes: (_, __, { mail, viewer }) => mail.groupUnsubscribesOf(viewer),
  },
};

/**
 * A member's answer for one session, as schema.graphql's RsvpStatus (codegen maps the enum here,
 * so the sessions service needs nothing from the generated code and no import cycle forms).
 */
export enum RsvpStatus {
  Going = 'GOING',
  NotGoing = 'NOT_GOING',
  Waitlisted = 'WAITLISTED',
}

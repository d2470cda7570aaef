/** Staff password lengths: shown in the forms and enforced by passwords.server.ts. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

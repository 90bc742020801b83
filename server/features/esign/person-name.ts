/** A person's name as the e-sign pages, certificate and e-mails write it. */
export const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

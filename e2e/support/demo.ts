/** The demo catalogue's buyers (seeded by the back office on start), all with the same password. */
export const DEMO = {
  vet: 'vet@demo.test',
  pharma: 'pharma@demo.test',
  student: 'student@demo.test',
  /** Reorders its staples on a steady rhythm: reorder reminders due (issue 23 §2). */
  clinic: 'clinic@demo.test',
  password: 'demo1234',
} as const;

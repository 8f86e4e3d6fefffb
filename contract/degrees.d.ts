// Types of degrees.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const DEGREE_TEXTS: {
  readonly L: 'Licence';
  readonly BA: 'Bachelor';
  readonly CP: 'Cycle préparatoire';
  readonly CPI: 'Cycle préparatoire intégré';
  readonly ING: "Diplôme national d'ingénieur";
  readonly MED: 'Diplôme national de docteur en médecine';
  readonly PHA: 'Diplôme national de docteur en pharmacie';
  readonly DENT: 'Diplôme national de docteur en médecine dentaire';
  readonly VET: 'Diplôme national de docteur en médecine vétérinaire';
  readonly ARCH: "Diplôme national d'architecte";
};

// The text a program's `degree` holds for each code of directory.js PROGRAM_DEGREES, as the reference data stores
// it (pocketbase/seed/reference/vocabulary.json): the programs list's `degree=` filter compares the stored text
// with the code's. A program imported with another degree text is listed, but under no degree filter.
const DEGREE_TEXTS = {
  L: "Licence",
  BA: "Bachelor",
  CP: "Cycle préparatoire",
  CPI: "Cycle préparatoire intégré",
  ING: "Diplôme national d'ingénieur",
  MED: "Diplôme national de docteur en médecine",
  PHA: "Diplôme national de docteur en pharmacie",
  DENT: "Diplôme national de docteur en médecine dentaire",
  VET: "Diplôme national de docteur en médecine vétérinaire",
  ARCH: "Diplôme national d'architecte",
};

module.exports = { DEGREE_TEXTS };

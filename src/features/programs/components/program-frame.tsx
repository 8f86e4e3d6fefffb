import type { ReactNode } from "react";
import { useT } from "@/lib/i18n/use-t";
import { RecordStates } from "@/ui/record-states";
import { useProgramSummary, type ProgramSummary } from "../use-program-summary";

/** The program pages' shared states; `children` gets the program's name once it is known. */
export function ProgramFrame({
  id,
  children,
}: {
  id: string;
  children: (name: string, program: ProgramSummary) => ReactNode;
}) {
  const t = useT();
  const state = useProgramSummary(id);
  return (
    <RecordStates
      state={state}
      trail={[{ label: t("programs.title"), link: { to: "/programs" } }]}
      pendingTitle={t("program.title")}
      notFoundTitle={t("program.notFound.title")}
      notFoundText={t("program.notFound.text")}
      back={{ label: t("programs.search"), link: { to: "/programs" } }}
    >
      {(program) => children(program.name, program)}
    </RecordStates>
  );
}

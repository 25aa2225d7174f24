import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Block } from "@/shared/api/blocks";
import { blockTypeLabelIn } from "@/shared/blocks/type-labels";
import { DeleteProjectDialog } from "@/web/features/dashboard";
import { BlockConflictDialog, type ConflictChoices } from "./BlockConflictDialog";
import type { SessionConflict } from "./conflicts";
import { ConflictDialog } from "./ProjectDialogs";
import { ShortcutsDialog } from "./ShortcutsDialog";

/** A promise the test settles by hand, to look at a dialog while its request is in flight. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const noCopies = async () => 0;

function DeleteHarness({
  pending,
  onConfirm,
  countCopies = noCopies,
}: {
  pending: boolean;
  onConfirm: () => void;
  countCopies?: (id: string) => Promise<number>;
}) {
  const [project, setProject] = useState<{ id: string; title: string } | null>({ id: "p1", title: "Carta" });
  return (
    <DeleteProjectDialog
      project={project}
      pending={pending}
      onConfirm={onConfirm}
      onOpenChange={(open) => !open && setProject(null)}
      countCopies={countCopies}
    />
  );
}

function ShortcutsHarness() {
  const [open, setOpen] = useState(true);
  return <ShortcutsDialog open={open} onOpenChange={setOpen} />;
}

describe("the delete confirmation", () => {
  it("names the project and deletes only when confirmed", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteHarness pending={false} onConfirm={onConfirm} />);
    const dialog = screen.getByRole("alertdialog");
    const confirm = screen.getByRole("button", { name: /Delete|Excluir/ });
    await vi.waitFor(() => expect(confirm).toHaveProperty("disabled", false));
    expect(dialog.textContent).toContain("Carta");
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("waits for the copy check before offering to delete", async () => {
    const check = deferred();
    render(
      <DeleteHarness pending={false} onConfirm={vi.fn()} countCopies={() => check.promise.then(() => 0)} />,
    );
    const confirm = screen.getByRole("button", { name: /Delete|Excluir/ });
    expect(confirm).toHaveProperty("disabled", true);
    expect(screen.getByRole("alertdialog").textContent).toMatch(/Checking|Verificando/);
    check.resolve();
    await vi.waitFor(() => expect(confirm).toHaveProperty("disabled", false));
    expect(screen.getByRole("alertdialog").textContent).toMatch(/cannot be undone|não pode ser desfeito/);
  });

  it("says before confirming how many copies exist, and does not offer a deletion the server refuses", async () => {
    const onConfirm = vi.fn();
    render(<DeleteHarness pending={false} onConfirm={onConfirm} countCopies={async () => 2} />);
    await screen.findByText(/2 (projects were copied|projetos foram copiados)/);
    expect(screen.getByRole("alertdialog").textContent).toMatch(
      /delete the copies first|exclua as cópias primeiro/,
    );
    const confirm = screen.getByRole("button", { name: /Delete|Excluir/ });
    expect(confirm).toHaveProperty("disabled", true);
    await userEvent.setup().click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("when the check fails, says so and leaves the decision to the server", async () => {
    render(
      <DeleteHarness
        pending={false}
        onConfirm={vi.fn()}
        countCopies={async () => {
          throw new Error("offline");
        }}
      />,
    );
    await screen.findByText(/could not be checked|Não foi possível verificar/);
    expect(screen.getByRole("button", { name: /Delete|Excluir/ })).toHaveProperty("disabled", false);
  });

  it("closes on Cancel without deleting", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteHarness pending={false} onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: /Cancel|Cancelar/ }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("stays open, its buttons disabled, while the deletion runs", async () => {
    const user = userEvent.setup();
    render(<DeleteHarness pending onConfirm={vi.fn()} />);
    for (const button of screen.getAllByRole("button")) expect(button).toHaveProperty("disabled", true);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });
});

describe("the save conflict dialog", () => {
  it("reloads or keeps this version, one at a time, and disables both while one runs", async () => {
    const user = userEvent.setup();
    const reload = deferred();
    const onReload = vi.fn(() => reload.promise);
    const onKeep = vi.fn(async () => {});
    render(<ConflictDialog open onReload={onReload} onKeep={onKeep} />);
    expect(screen.getByRole("alertdialog", { name: "This project changed somewhere else" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledTimes(1);
    const keep = screen.getByRole("button", { name: "Keep my version" });
    expect(keep).toHaveProperty("disabled", true);
    await user.click(keep);
    expect(onKeep).not.toHaveBeenCalled();

    reload.resolve();
    await vi.waitFor(() => expect(keep).toHaveProperty("disabled", false));
    await user.click(keep);
    expect(onKeep).toHaveBeenCalledTimes(1);
  });

  it("cannot be dismissed with Escape: the writer has to choose", async () => {
    const user = userEvent.setup();
    render(<ConflictDialog open onReload={vi.fn(async () => {})} onKeep={vi.fn(async () => {})} />);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });
});

describe("the block conflict dialog", () => {
  const block = (id: string, patch: Partial<Block> = {}): Block => ({
    id,
    type: "HOOK",
    originalText: `${id} original`,
    translation: "",
    expansion: "",
    ...patch,
  });
  const removedHere: SessionConflict = {
    id: "b",
    theirs: block("b", { expansion: "their words" }),
    field: "expansion",
    removedHere: true,
  };

  it("shows the expansion they changed in a block removed here, and keeps it unless told to remove it", async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn(async (_choices: ConflictChoices) => {});
    render(
      <BlockConflictDialog
        open
        conflicts={[removedHere]}
        blocks={[block("a")]}
        onResolve={onResolve}
        onReload={vi.fn(async () => {})}
      />,
    );
    const item = screen.getByTestId("conflict-block");
    expect(item.textContent).toContain("Their text · Expansion");
    expect(screen.getByTestId("conflict-theirs").textContent).toBe("their words");
    const keep = screen.getByRole("button", { name: "Keep their text" });
    const remove = screen.getByRole("button", { name: "Remove anyway" });
    expect(keep.getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Save my choices" }));
    expect(onResolve).toHaveBeenLastCalledWith({ patches: [], restore: ["b"] });

    await user.click(remove);
    expect(remove.getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Save my choices" }));
    expect(onResolve).toHaveBeenLastCalledWith({ patches: [], restore: [] });
  });

  it("shows both types by name when the type is what differs", async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn(async (_choices: ConflictChoices) => {});
    const theirs = block("a", { type: "OFFER_STRUCTURE" });
    render(
      <BlockConflictDialog
        open
        conflicts={[{ id: "a", theirs, field: "type", removedHere: false }]}
        blocks={[block("a")]}
        onResolve={onResolve}
        onReload={vi.fn(async () => {})}
      />,
    );
    expect(screen.getByTestId("conflict-theirs").textContent).toBe(blockTypeLabelIn("OFFER_STRUCTURE", "en"));
    expect(screen.getByRole("status").textContent).toBe(blockTypeLabelIn("HOOK", "en"));
    await user.click(screen.getByRole("button", { name: "Use theirs" }));
    await user.click(screen.getByRole("button", { name: "Save my choices" }));
    expect(onResolve).toHaveBeenLastCalledWith({
      patches: [
        {
          id: "a",
          patch: { type: "OFFER_STRUCTURE", originalText: "a original", translation: "", expansion: "" },
        },
      ],
      restore: [],
    });
  });
});

describe("the shortcuts dialog", () => {
  it("lists the shortcuts and closes with Escape", async () => {
    const user = userEvent.setup();
    render(<ShortcutsHarness />);
    const dialog = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    expect(dialog.textContent).toContain("Go to the dashboard");
    expect(dialog.textContent).toContain("Ctrl");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ForgotPasswordPage } from "./ForgotPasswordPage";

/** The page with the server's answer about delivery already known (or, with none, not known). */
function renderWith(delivery: "email" | "log" | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (delivery) client.setQueryData(["password-reset-delivery"], { delivery });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the forgot-password page", () => {
  it("promises an e-mail when the server sends them", () => {
    renderWith("email");
    expect(screen.getByText(/we will send you a link/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeTruthy();
  });

  it("without e-mail, says an administrator sends the link and promises no e-mail", () => {
    renderWith("log");
    expect(screen.getByText(/This server sends no e-mail: an administrator can send you/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ask for a reset link" })).toBeTruthy();
    expect(screen.queryByText(/we will send you/)).toBeNull();
  });

  it("while delivery is unknown, promises neither", () => {
    renderWith(null);
    expect(screen.getByText(/to ask for a link to choose a new password/)).toBeTruthy();
    expect(screen.queryByText(/we will send you|an administrator/)).toBeNull();
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/web/i18n";
import { signInSchema, signUpSchema } from "./auth-schemas";
import { fieldErrors } from "./field-errors";

describe("sign-up validation", () => {
  beforeEach(() => setLanguage("en"));

  it("accepts a valid form and trims name and e-mail", () => {
    const result = fieldErrors(signUpSchema, {
      name: " Ana ",
      email: " ana@example.com ",
      password: "segredo123",
    });
    expect(result.errors).toBeNull();
    expect(result.data).toEqual({ name: "Ana", email: "ana@example.com", password: "segredo123" });
  });

  it("asks for at least 8 characters", () => {
    const result = fieldErrors(signUpSchema, { name: "Ana", email: "ana@example.com", password: "12345" });
    expect(result.errors).toEqual({ password: "Password must be at least 8 characters" });
  });

  it("reports every bad field once", () => {
    const result = fieldErrors(signUpSchema, { name: "  ", email: "not-an-email", password: "" });
    expect(result.errors).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
    });
  });
});

describe("messages in the interface language", () => {
  it("says the same in Portuguese", async () => {
    await setLanguage("pt");
    const result = fieldErrors(signUpSchema, { name: "Ana", email: "x", password: "12345" });
    expect(result.errors).toEqual({
      email: "Digite um endereço de e-mail válido",
      password: "A senha deve ter pelo menos 8 caracteres",
    });
    await setLanguage("en");
  });
});

describe("sign-in validation", () => {
  beforeEach(() => setLanguage("en"));

  it("requires an e-mail and any password", () => {
    expect(fieldErrors(signInSchema, { email: "", password: "" }).errors).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(fieldErrors(signInSchema, { email: "a@b.co", password: "x" }).errors).toBeNull();
  });
});

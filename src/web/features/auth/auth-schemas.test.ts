import { describe, expect, it } from "vitest";
import { fieldErrors, signInSchema, signUpSchema } from "./auth-schemas";

describe("sign-up validation", () => {
  it("accepts a valid form and trims name and e-mail", () => {
    const result = fieldErrors(signUpSchema, {
      name: " Ana ",
      email: " ana@example.com ",
      password: "secret",
    });
    expect(result.errors).toBeNull();
    expect(result.data).toEqual({ name: "Ana", email: "ana@example.com", password: "secret" });
  });

  it("uses the spec's password message", () => {
    const result = fieldErrors(signUpSchema, { name: "Ana", email: "ana@example.com", password: "12345" });
    expect(result.errors).toEqual({ password: "Password must be at least 6 characters" });
  });

  it("reports every bad field once", () => {
    const result = fieldErrors(signUpSchema, { name: "  ", email: "not-an-email", password: "" });
    expect(result.errors).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
  });
});

describe("sign-in validation", () => {
  it("requires an e-mail and any password", () => {
    expect(fieldErrors(signInSchema, { email: "", password: "" }).errors).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(fieldErrors(signInSchema, { email: "a@b.co", password: "x" }).errors).toBeNull();
  });
});

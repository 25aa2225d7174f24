import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, AvatarFallback, AvatarImage } from "./avatar";

function renderAvatar(src: string | undefined) {
  return render(
    <Avatar>
      {src ? <AvatarImage src={src} alt="" data-testid="picture" /> : null}
      <AvatarFallback>MQ</AvatarFallback>
    </Avatar>,
  );
}

describe("avatar", () => {
  it("shows the initials alone when there is no picture", () => {
    renderAvatar(undefined);
    expect(screen.getByText("MQ")).toBeTruthy();
    expect(screen.queryByTestId("picture")).toBeNull();
  });

  it("keeps the initials until the picture has loaded, then shows the picture alone", () => {
    renderAvatar("/me.png");
    const picture = screen.getByTestId("picture");
    expect(picture.hidden).toBe(true);
    expect(screen.getByText("MQ")).toBeTruthy();
    fireEvent.load(picture);
    expect(picture.hidden).toBe(false);
    expect(screen.queryByText("MQ")).toBeNull();
  });

  it("falls back to the initials when the picture fails, and tries a new address again", () => {
    const { rerender } = renderAvatar("/broken.png");
    fireEvent.error(screen.getByTestId("picture"));
    expect(screen.queryByTestId("picture")).toBeNull();
    expect(screen.getByText("MQ")).toBeTruthy();
    rerender(
      <Avatar>
        <AvatarImage src="/fixed.png" alt="" data-testid="picture" />
        <AvatarFallback>MQ</AvatarFallback>
      </Avatar>,
    );
    fireEvent.load(screen.getByTestId("picture"));
    expect(screen.queryByText("MQ")).toBeNull();
  });
});

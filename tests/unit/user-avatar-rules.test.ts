import { describe, expect, it } from "vitest";
import { avatarProblem } from "@/components/users/avatar-rules";
import { AVATAR_LIMITS } from "@/lib/domain/pictures";

const TOO_MANY_BYTES = "Selected file too large. User avatar must be no larger than 400kb.";
const TOO_MANY_PIXELS = "Selected file too large. User avatar must be no larger than 500px X 500px maximum";

describe("the browser's avatar checks (PRODUCT.md#avatar)", () => {
  it.each([
    [400_000, { width: 500, height: 500 }, null],
    [400_001, { width: 10, height: 10 }, TOO_MANY_BYTES],
    [400_001, null, TOO_MANY_BYTES],
    [1_000, { width: 501, height: 500 }, TOO_MANY_PIXELS],
    [1_000, { width: 500, height: 501 }, TOO_MANY_PIXELS],
    [1_000, null, null],
  ])("%i bytes, %j → %s", (size, dimensions, expected) => {
    expect(avatarProblem({ size }, dimensions)).toBe(expected);
  });

  it("the size is checked before the pixels, with the texts shared with the server", () => {
    expect(avatarProblem({ size: 500_000 }, { width: 900, height: 900 })).toBe(TOO_MANY_BYTES);
    expect(AVATAR_LIMITS.messages).toEqual({ tooManyBytes: TOO_MANY_BYTES, tooManyPixels: TOO_MANY_PIXELS });
  });
});

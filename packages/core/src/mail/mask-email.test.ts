import { describe, expect, it } from "vitest";
import { maskEmail } from "./mask-email";

describe("maskEmail", () => {
  it("keeps the first letter of the name and of the domain, and the domain's last part", () => {
    expect(maskEmail("moved3@example.com")).toBe("m***@e***.com");
    expect(maskEmail("Taro.Yamada@docomo.ne.jp")).toBe("T***@d***.jp");
    expect(maskEmail("a@b")).toBe("a***@b***");
    expect(maskEmail("😀fan@mail.example")).toBe("😀***@m***.example");
  });
});

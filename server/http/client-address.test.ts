import { describe, expect, it } from "vitest";
import { addressForLimits } from "./client-address";

describe("addressForLimits", () => {
  it("keeps IPv4 addresses as they are", () => {
    expect(addressForLimits("203.0.113.7")).toBe("203.0.113.7");
    expect(addressForLimits("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one", () => {
    expect(addressForLimits("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressForLimits("2001:0DB8:0001:0002:abcd:ef01:2345:6789")).toBe("2001:db8:1:2::/64");
    expect(addressForLimits("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(addressForLimits("::1")).toBe("0:0:0:0::/64");
  });
});

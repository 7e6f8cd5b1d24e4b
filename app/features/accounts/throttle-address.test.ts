import { describe, expect, test } from "vitest";
import { throttleAddressKey } from "./throttle-address";

describe("throttleAddressKey", () => {
  test("IPv4 addresses stay whole", () => {
    expect(throttleAddressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(throttleAddressKey("198.51.100.8")).toBe("198.51.100.8");
  });

  test("IPv4-mapped IPv6 addresses are their IPv4 address, in either spelling", () => {
    expect(throttleAddressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(throttleAddressKey("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(throttleAddressKey("0:0:0:0:0:ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  test("IPv6 addresses count per /64, however they are written", () => {
    const key = "2001:db8:1:2::/64";
    expect(throttleAddressKey("2001:db8:1:2::1")).toBe(key);
    expect(throttleAddressKey("2001:0DB8:0001:0002:ffff:ffff:ffff:fffe")).toBe(key);
    expect(throttleAddressKey("2001:db8:1:2:a:b:192.0.2.1")).toBe(key);
    expect(throttleAddressKey("2001:db8:1:2::5%eth0")).toBe(key);
    expect(throttleAddressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(throttleAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(throttleAddressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(throttleAddressKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });

  test("anything else is kept as it is", () => {
    expect(throttleAddressKey("unknown")).toBe("unknown");
  });
});

// The SSRF address policy: only public unicast addresses may be reached; every private, loopback, link-local,
// unique-local, mapped or otherwise special address is refused with a reason naming its range.
import { assert, describe, it } from "@effect/vitest"
import fc from "fast-check"
import { blockedReason, literalAddress } from "../../adapters/webhooks/AddressPolicy.js"

const refused = [
  ["127.0.0.1", "loopback"],
  ["127.255.0.9", "loopback"],
  ["10.1.2.3", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.1.1", "private"],
  ["169.254.169.254", "link-local"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["0.0.0.0", "unspecified"],
  ["224.0.0.1", "multicast"],
  ["255.255.255.255", "broadcast"],
  ["::1", "loopback"],
  ["::", "unspecified"],
  ["fe80::1", "link-local"],
  ["fc00::1", "unique-local"],
  ["fd12:3456::1", "unique-local"],
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:10.0.0.1", "private"],
  ["::ffff:169.254.169.254", "link-local"],
  ["64:ff9b::a00:1", "IPv4-embedded"],
  ["2002:a00:1::", "6to4"],
  ["ff02::1", "multicast"]
] as const

describe("AddressPolicy", () => {
  it("refuses every special-purpose address, naming its range", () => {
    for (const [address, range] of refused) {
      const article = /^[aeiou]/.test(range) ? "an" : "a"
      assert.strictEqual(blockedReason(address), `${address} is ${article} ${range} address`, address)
    }
  })

  it("allows public unicast addresses", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      assert.isUndefined(blockedReason(address), address)
    }
  })

  it("no address in a private IPv4 block is allowed", () =>
    fc.assert(
      fc.property(fc.constantFrom(10, 172, 192), fc.nat(255), fc.nat(255), fc.nat(255), (a, b, c, d) => {
        const second = a === 172 ? 16 + (b % 16) : a === 192 ? 168 : b
        assert.isDefined(blockedReason(`${a}.${second}.${c}.${d}`))
        assert.isDefined(blockedReason(`::ffff:${a}.${second}.${c}.${d}`))
      })
    ))

  it("names are not IP literals; bracketed IPv6 and dotted quads are", () => {
    assert.isUndefined(literalAddress("example.com"))
    assert.isUndefined(literalAddress("localhost"))
    assert.strictEqual(literalAddress("127.0.0.1"), "127.0.0.1")
    assert.strictEqual(literalAddress("[::1]"), "::1")
    assert.strictEqual(literalAddress(new URL("http://0x7f.1/").hostname), "127.0.0.1")
    assert.strictEqual(literalAddress(new URL("http://2130706433/").hostname), "127.0.0.1")
    assert.strictEqual(literalAddress(new URL("http://[::ffff:7f00:1]/").hostname), "::ffff:7f00:1")
    assert.isDefined(blockedReason("::ffff:7f00:1"))
  })
})

// Which addresses webhook deliveries may reach: public unicast only. Private (RFC 1918), loopback, link-local,
// unique-local IPv6, carrier-grade NAT, multicast, reserved and unspecified addresses are refused, and so are
// IPv4-mapped and other IPv6 forms that embed an IPv4 address (judged as that address where they map to one).
import ipaddr from "ipaddr.js"
import * as dns from "node:dns"
import type { LookupFunction } from "node:net"

/** Why `address` (an IP literal) may not be reached; undefined when it is a public unicast address. */
export const blockedReason = (address: string): string | undefined => {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) into the IPv4 address it maps.
  const range = ipaddr.process(address).range()
  if (range === "unicast") return undefined
  const label = LABELS[range] ?? range
  return `${address} is ${/^[aeiou]/.test(label) ? "an" : "a"} ${label} address`
}

/** ipaddr.js range names as words. */
const LABELS: Record<string, string> = {
  linkLocal: "link-local",
  uniqueLocal: "unique-local",
  carrierGradeNat: "carrier-grade NAT",
  ipv4Mapped: "IPv4-mapped",
  rfc6145: "IPv4-translated",
  rfc6052: "IPv4-embedded",
  "6to4": "6to4",
  teredo: "Teredo"
}

/** The host of a URL as an IP literal (IPv6 without brackets), or undefined when it is a name. */
export const literalAddress = (hostname: string): string | undefined => {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname
  return ipaddr.isValid(bare) && (bare.includes(":") || /^\d{1,3}(\.\d{1,3}){3}$/.test(bare)) ? bare : undefined
}

/** A connection refused because its host resolves to a blocked address. */
export class BlockedAddress extends Error {}

/**
 * A DNS lookup for an HTTP agent that refuses a host any of whose addresses is blocked (unless `allowPrivate`): run
 * on every connection, on the addresses actually used, so DNS rebinding cannot slip through.
 */
export const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error !== null) return callback(error, "", 0)
      const first = addresses[0]
      if (first === undefined) {
        return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "", 0)
      }
      const blocked = allowPrivate
        ? undefined
        : addresses.map((a) => blockedReason(a.address)).find((reason) => reason !== undefined)
      if (blocked !== undefined) return callback(new BlockedAddress(`${hostname} resolves to ${blocked}`), "", 0)
      return options.all === true ? callback(null, addresses) : callback(null, first.address, first.family)
    })
  }

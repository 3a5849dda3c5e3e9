import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';

/**
 * The one address filter for every connection the server makes to a user-given URL (a tool's
 * media URL, a webhook): only public unicast addresses. Loopback, private, link-local (the cloud
 * metadata address), CGNAT, multicast, unique-local and every other special range are refused, and
 * so is every IPv6 form that carries an IPv4 address whose IPv4 form is refused (issue 48):
 * IPv4-compatible `::a.b.c.d` (`[::127.0.0.1]` is written `[::7f00:1]`, which ipaddr.js calls
 * unicast), IPv4-mapped, NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`), 6to4 and Teredo.
 */
export function isRefusedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (embeddedIPv4(v6).some((v4) => v4.range() !== 'unicast')) return true;
  return v6.range() !== 'unicast' && !isCompatible(v6);
}

/** `::a.b.c.d` (RFC 4291's deprecated IPv4-compatible form), not `::` or `::1`. */
function isCompatible(v6: ipaddr.IPv6): boolean {
  return v6.match(ipaddr.IPv6.parse('::'), 96) && v6.parts[6] !== 0;
}

function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = v6.parts;
  const v4 = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const within = (prefix: string, bits: number) => v6.match(ipaddr.IPv6.parse(prefix), bits);
  if (within('::', 96) || within('::ffff:0:0', 96) || within('64:ff9b::', 96)) {
    return [v4(p[6], p[7])];
  }
  // RFC 8215's local-use NAT64 prefix: the address sits in the last 32 bits here too.
  if (within('64:ff9b:1::', 48)) return [v4(p[6], p[7])];
  if (within('2002::', 16)) return [v4(p[1], p[2])];
  // Teredo: the server's address, then the client's, stored inverted.
  if (within('2001::', 32)) return [v4(p[2], p[3]), v4(p[6] ^ 0xffff, p[7] ^ 0xffff)];
  return [];
}

function refused(address: string, host: string): Error {
  // "is not allowed" is what the callers recognise as a refusal rather than a network failure.
  return new Error(`${address} (${host}) is not allowed: not a public address`);
}

/** dns.lookup, refusing the whole answer when any address in it is refused. */
const filteringLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const bad = addresses.find((entry) => isRefusedAddress(entry.address));
    if (bad) return callback(refused(bad.address, hostname), '', 0);
    if (options.all) return (callback as unknown as AllCallback)(null, addresses);
    const first = addresses[0];
    if (!first)
      return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
    callback(null, first.address, first.family);
  });
};
type AllCallback = (error: Error | null, addresses: dns.LookupAddress[]) => void;

type Connect = (
  options: http.ClientRequestArgs,
  callback?: (error: Error | null, stream: Duplex) => void,
) => Duplex | null | undefined;

/**
 * A connection to a checked address: a literal IP in the URL before connecting, a name through
 * `filteringLookup`. The agents below make every connection so, and so every redirect too.
 */
function checkedConnection(
  connect: Connect,
  options: http.ClientRequestArgs,
  callback?: (error: Error | null, stream: Duplex) => void,
): Duplex | null | undefined {
  const host = options.host?.replace(/^\[(.*)\]$/, '$1');
  if (host && net.isIP(host) && isRefusedAddress(host)) {
    const socket = new net.Socket();
    const error = refused(host, host);
    if (callback) callback(error, socket);
    else socket.destroy(error);
    return socket;
  }
  return connect({ ...options, lookup: filteringLookup }, callback);
}

export class FilteringHttpAgent extends http.Agent {
  override createConnection: Connect = (options, callback) =>
    checkedConnection(super.createConnection.bind(this), options, callback);
}

export class FilteringHttpsAgent extends https.Agent {
  override createConnection: Connect = (options, callback) =>
    checkedConnection(super.createConnection.bind(this), options, callback);
}

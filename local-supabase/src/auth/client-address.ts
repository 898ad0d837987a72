import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { StackConfig } from '../types.ts';

/** '::ffff:127.0.0.1' (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const trustLists = new WeakMap<string[], BlockList>();

/** The trusted proxies as a BlockList: single addresses and CIDR ranges ("10.0.0.0/8"). */
function trustList(proxies: string[]): BlockList {
  let list = trustLists.get(proxies);
  if (list) return list;
  list = new BlockList();
  for (const entry of proxies) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  trustLists.set(proxies, list);
  return list;
}

function isTrustedProxy(config: StackConfig, peer: string): boolean {
  if (!config.trustedProxies.length || !isIP(peer)) return false;
  return trustList(config.trustedProxies).check(peer, isIP(peer) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address a request's limits are counted against: the socket's peer, unless that peer is a
 * configured trusted proxy (AUTH_TRUSTED_PROXIES) and sets the rate-limit header
 * (GOTRUE_RATE_LIMIT_HEADER), whose first comma-separated value is then the client, as GoTrue
 * reads it. Any other client's header is ignored, so nobody picks their own bucket.
 */
export function clientAddress(req: IncomingMessage, config: StackConfig): string {
  const peer = plainAddress(req.socket.remoteAddress ?? '');
  if (!config.rateLimitHeader || !isTrustedProxy(config, peer)) return peer;
  const raw = req.headers[config.rateLimitHeader.toLowerCase()];
  const value = (Array.isArray(raw) ? raw.join(', ') : raw ?? '').split(',')[0].trim();
  return value || peer;
}

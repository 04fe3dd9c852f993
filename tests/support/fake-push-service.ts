/**
 * A push service on 127.0.0.1 for the Web Push tests. It plays both sides a real one joins: it checks
 * each request's VAPID signature (RFC 8292: an ES256 JWT for our origin, signed by the key it names), and,
 * holding the "browser's" private key, decrypts the message (RFC 8291, aes128gcm) to show what was sent.
 * Each endpoint path answers the status the test gives it (201 by default).
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The VAPID JWT was signed by the key in `k=` and names this service as its audience. */
  signatureValid: boolean;
  jwt: { aud?: string; sub?: string; exp?: number } | null;
  vapidPublicKey: string | null;
  /** The decrypted message, or null if it could not be decrypted. */
  payload: string | null;
}

/** A browser's side of a subscription: its key pair and auth secret. */
export interface FakeDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface FakePushService {
  origin: string;
  received: ReceivedPush[];
  /** A device whose endpoint on this service answers `status`. */
  device(name: string, status?: number): FakeDevice;
  close(): Promise<void>;
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 8291 decryption of a single aes128gcm record, with the browser's keys. */
function decrypt(body: Buffer, device: FakeDevice): string | null {
  try {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderPublic = body.subarray(21, 21 + idLength);
    const cipherText = body.subarray(21 + idLength);
    const shared = device.ecdh.computeSecret(senderPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublic]);
    const ikm = hmac(hmac(device.authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
    const plain = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02 and zero padding.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    if (plain[end] !== 2) return null;
    return plain.subarray(0, end).toString('utf8');
  } catch {
    return null;
  }
}

/** Checks `Authorization: vapid t=<jwt>, k=<public key>` (ES256 over the JWT's first two parts). */
function checkVapid(header: string | undefined, origin: string) {
  const t = /t=([^,\s]+)/.exec(header ?? '')?.[1];
  const k = /k=([^,\s]+)/.exec(header ?? '')?.[1];
  if (!t || !k) return { signatureValid: false, jwt: null, vapidPublicKey: k ?? null };
  const [head = '', claims = '', signature = ''] = t.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as ReceivedPush['jwt'];
  return { signatureValid: signed && jwt?.aud === origin, jwt, vapidPublicKey: k };
}

export async function startFakePushService(): Promise<FakePushService> {
  const statuses = new Map<string, number>();
  const devices = new Map<string, FakeDevice>();
  const received: ReceivedPush[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const device = devices.get(path);
      const body = Buffer.concat(chunks);
      received.push({
        path,
        headers: req.headers,
        ...checkVapid(req.headers.authorization, origin),
        payload: device ? decrypt(body, device) : null,
      });
      res.statusCode = statuses.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    device(name, status = 201) {
      const path = `/push/${name}`;
      statuses.set(path, status);
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: FakeDevice = {
        endpoint: `${origin}${path}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
        ecdh,
        authSecret,
      };
      devices.set(path, device);
      return device;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, hashPasswordScrypt, needsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it("uses OWASP's argon2id parameters by default (m=19 MiB, t=2, p=1) with a 16-byte salt", async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(DEFAULT_COST).toBe(17);
    const [, scheme, version, params, salt] = hash.split('$');
    expect(scheme).toBe('argon2id');
    expect(version).toBe('v=19');
    expect(params).toBe('m=19456,t=2,p=1');
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  });

  it('rejects a wrong password and salts every hash differently', async () => {
    const a = await hashPassword('boardwalk-demo', 12);
    const b = await hashPassword('boardwalk-demo', 12);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect(await verifyPassword('boardwalk-demo', b)).toBe(true);
    expect(await verifyPassword('boardwalk-dem0', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('still verifies the scrypt hashes of before, and flags them for an upgrade', async () => {
    const old = await hashPasswordScrypt('boardwalk-demo', 12);
    expect(old).toMatch(/^\$scrypt\$ln=12,r=8,p=1\$/);
    expect(await verifyPassword('boardwalk-demo', old)).toBe(true);
    expect(await verifyPassword('boardwalk-dem0', old)).toBe(false);
    expect(needsRehash(old, 12)).toBe(true);
  });

  it('treats malformed or absurd stored hashes as a failed match', async () => {
    for (const bad of [
      '',
      'plain',
      '$scrypt$ln=40,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      '$argon2id$v=19$m=1,t=1,p=1$x$y',
      '$argon2id$v=19$m=99999999,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '$argon2i$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('flags hashes weaker than the wanted cost for rehashing', async () => {
    const weak = await hashPassword('x', 12);
    expect(needsRehash(weak, 17)).toBe(true);
    expect(needsRehash(weak, 12)).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
  });
});

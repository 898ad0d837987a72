import type pg from 'pg';

export interface JwtClaims {
  role: string;
  sub?: string;
  email?: string;
  [claim: string]: unknown;
}

/**
 * Runs `fn` in one transaction as the database role of the caller, with the request's claims set the
 * way PostgREST sets them, so row-level security decides exactly as it does for /rest/v1.
 */
export async function withClaims<T>(pool: pg.Pool, claims: JwtClaims, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const role = ['anon', 'authenticated', 'service_role'].includes(claims.role) ? claims.role : 'anon';
  return inTransaction(pool, async (client) => {
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify(claims),
    ]);
    return fn(client);
  });
}

/** Runs `work` in one transaction on a pooled connection: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

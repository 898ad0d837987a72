import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { ServiceContext } from '../types.ts';
import { str } from './body.ts';
import { createSession } from './sessions.ts';
import type { FlowType } from './tokens.ts';
import { findUserById, type AuthUserRow } from './users.ts';
import { errors } from './errors.ts';

/**
 * GoTrue's PKCE flow (api/pkce.go, models/flow_state.go, api/token.go PKCE): a request that starts an
 * e-mail flow with code_challenge gets a flow_state row; its e-mail link (token `pkce_…`) redirects
 * with ?code=<auth_code>, and POST /token?grant_type=pkce {auth_code, code_verifier} exchanges that
 * code, once, for a session.
 */

/** The authentication methods a flow state is created for (models.AuthenticationMethod). */
export type PkceMethod = 'email/signup' | 'magiclink' | 'recovery' | 'email_change' | 'invite';

/** models.defaultFlowStateExpiryDuration. */
const FLOW_STATE_EXPIRY_MS = 300 * 1000;
const CODE_CHALLENGE_RE = /^[a-zA-Z._~0-9-]+$/;

export interface PkceParams {
  codeChallenge: string;
  codeChallengeMethod: string;
}

/**
 * validatePKCEParams, plus the method check GoTrue only makes when it creates the flow state: there an
 * unknown method is a plain error and GoTrue answers 500; we answer 400 validation_failed instead.
 */
export function pkceParamsOf(body: Record<string, unknown>): PkceParams & { flow: FlowType } {
  const codeChallenge = str(body.code_challenge);
  const codeChallengeMethod = str(body.code_challenge_method);
  if ((codeChallenge === '') !== (codeChallengeMethod === '')) {
    throw errors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (codeChallenge) {
    if (codeChallenge.length < 43 || codeChallenge.length > 128) throw errors.validation('code challenge has to be between 43 and 128 characters');
    if (!CODE_CHALLENGE_RE.test(codeChallenge)) {
      throw errors.validation('code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes');
    }
    if (!['s256', 'plain'].includes(codeChallengeMethod.toLowerCase())) throw errors.validation('Invalid code_challenge_method');
  }
  return { codeChallenge, codeChallengeMethod, flow: codeChallenge ? 'pkce' : 'implicit' };
}

/** ParseAuthenticationMethod for a verification type: any *signup becomes email/signup. */
export function methodOfType(type: string): PkceMethod | undefined {
  if (type.endsWith('signup')) return 'email/signup';
  if (type === 'magiclink' || type === 'recovery' || type === 'email_change' || type === 'invite') return type;
  return undefined;
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: 's256' | 'plain';
  code_challenge: string;
  provider_type: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

type Db = Pick<pg.Pool, 'query'>;

/** security.VerifyPKCEChallenge, in constant time. */
function challengeMatches(state: FlowStateRow, verifier: string): boolean {
  const expected = Buffer.from(state.code_challenge);
  const actual = Buffer.from(state.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function createPkce(ctx: ServiceContext) {
  const { pool } = ctx;

  return {
    /**
     * generateFlowState: provider_type is `email` for a sign-up, otherwise the method's name
     * (signup.go passes params.Provider; the other flows pass the method).
     */
    async createFlowState(db: Db, userId: string, method: PkceMethod, params: PkceParams): Promise<void> {
      await db.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
        [randomUUID(), userId, randomUUID(), params.codeChallengeMethod.toLowerCase(), params.codeChallenge, method === 'email/signup' ? 'email' : method, method],
      );
    },

    /** issueAuthCode: the newest flow state of the user for this type; its auth code, stamped as issued. */
    async issueAuthCode(user: AuthUserRow, type: string): Promise<string> {
      const method = methodOfType(type);
      const { rows } = await pool.query<FlowStateRow>(
        `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
         where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1)
         returning *`,
        [user.id, method ?? ''],
      );
      if (!rows[0]) throw errors.noFlowStateForLink();
      return rows[0].auth_code;
    },

    /** POST /token?grant_type=pkce: the auth code and its verifier for a session; the flow state is used up. */
    async grant(body: Record<string, unknown>) {
      const authCode = str(body.auth_code);
      const verifier = str(body.code_verifier);
      if (!authCode || !verifier) throw errors.validation('invalid request: both auth code and code verifier should be non-empty');
      const { rows } = await pool.query<FlowStateRow>('select * from auth.flow_state where auth_code = $1 limit 1', [authCode]);
      const state = rows[0];
      if (!state || !state.user_id) throw errors.flowStateNotFound();
      const from = state.auth_code_issued_at && state.authentication_method === 'magiclink' ? state.auth_code_issued_at : state.created_at;
      if (Date.now() > new Date(from).getTime() + FLOW_STATE_EXPIRY_MS) throw errors.flowStateExpired();
      const user = await findUserById(pool, state.user_id);
      if (!user) throw errors.flowStateNotFound();
      if (!challengeMatches(state, verifier)) throw errors.badCodeVerifier();
      // Single use: whoever deletes the row gets the session.
      const { rowCount } = await pool.query('delete from auth.flow_state where id = $1', [state.id]);
      if (!rowCount) throw errors.flowStateNotFound();
      return createSession(ctx, user, state.authentication_method);
    },
  };
}

export type Pkce = ReturnType<typeof createPkce>;

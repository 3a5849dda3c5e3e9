import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { findFreePort } from '../../src/lib/free-port';

export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  /** Extra ID-token claims (Microsoft's tid, xms_edov ...). */
  claims?: Record<string, unknown>;
}

interface IssuedCode {
  user: ProviderUser;
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string;
}

/**
 * A local OpenID Connect provider with the real protocol's endpoints (discovery, authorize, token
 * with client secret and PKCE, userinfo, JWKS), standing in for Google, Microsoft or Yahoo.
 * `nextUser` is who "signs in" at the next authorize request.
 */
export async function startOidcProvider(client: { id: string; secret: string }) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const port = await findFreePort();
  const issuer = `http://127.0.0.1:${port}`;
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, ProviderUser>();
  const state = { nextUser: null as ProviderUser | null, tokenRequests: 0 };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) =>
      json(response, 500, { error: String(error) }),
    );
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(response, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') return authorize(url, response);
    if (url.pathname === '/token' && request.method === 'POST') return token(request, response);
    if (url.pathname === '/userinfo') {
      const user = accessTokens.get((request.headers.authorization ?? '').replace('Bearer ', ''));
      if (!user) return json(response, 401, { error: 'invalid_token' });
      return json(response, 200, {
        sub: user.sub,
        email: user.email,
        email_verified: user.email_verified,
        name: user.name,
      });
    }
    return json(response, 404, { error: 'not_found' });
  }

  /** The user consents at once: back to the client with a code. */
  function authorize(url: URL, response: ServerResponse) {
    const user = state.nextUser;
    if (!user || url.searchParams.get('client_id') !== client.id)
      return json(response, 400, { error: 'invalid_request' });
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      user,
      clientId: client.id,
      redirectUri: url.searchParams.get('redirect_uri') ?? '',
      challenge: url.searchParams.get('code_challenge') ?? '',
      nonce: url.searchParams.get('nonce') ?? '',
    });
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: back.href }).end();
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    state.tokenRequests += 1;
    const form = new URLSearchParams(await readBody(request));
    const basic = Buffer.from(
      (request.headers.authorization ?? '').replace('Basic ', ''),
      'base64',
    ).toString();
    const [id, secret] = basic
      ? basic.split(':').map(decodeURIComponent)
      : [form.get('client_id'), form.get('client_secret')];
    if (id !== client.id || secret !== client.secret)
      return json(response, 401, { error: 'invalid_client' });
    const issued = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      !issued ||
      issued.redirectUri !== form.get('redirect_uri') ||
      issued.challenge !== challenge
    ) {
      return json(response, 400, { error: 'invalid_grant' });
    }
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, issued.user);
    const idToken = await new SignJWT({
      nonce: issued.nonce,
      email: issued.user.email,
      email_verified: issued.user.email_verified,
      name: issued.user.name,
      ...issued.user.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(issuer)
      .setAudience(client.id)
      .setSubject(issued.user.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    return json(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
    });
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    state,
    /** Follows an authorization URL as the browser would, answering the code and state it returns. */
    async consent(authorizationUrl: string, user: ProviderUser) {
      state.nextUser = user;
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = new URL(response.headers.get('location') ?? '');
      return {
        code: location.searchParams.get('code') ?? '',
        state: location.searchParams.get('state') ?? '',
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

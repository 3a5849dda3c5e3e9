/** A sign-in answer as POST /api/auth/login gives it. */
export function tokenResponse(token = 'new-token') {
  return {
    access_token: token,
    token_type: 'bearer',
    session_id: '5d0c6d4e-1111-4222-8333-944445555666',
    expires_at: '2030-01-01T00:00:00.000Z',
  };
}

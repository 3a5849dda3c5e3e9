import {
  BalanceResponse,
  CreditHistoryQuery,
  CreditHistoryResponse,
  fileAnswer,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { balanceOf } from '../../lib/ledger';
import { microsToCredits } from '../../lib/money';
import { allCreditHistory, creditHistory } from './credit-history';
import { historyCsv } from './history-csv';

const tags = ['credits'];
const security = [{ bearerAuth: [] }];

/** The balance and the history of a user's own credits. */
export const creditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps, { apiKeys: true }));

  app.get(
    '/credits/balance',
    { schema: { tags, security, response: { 200: BalanceResponse } } },
    async (request) => ({
      credits: microsToCredits(await balanceOf(deps.db, principalOf(request).user.id)),
    }),
  );

  app.get(
    '/credits/history',
    {
      schema: {
        tags,
        security,
        querystring: CreditHistoryQuery,
        response: { 200: CreditHistoryResponse },
      },
    },
    async (request) => creditHistory(deps.db, principalOf(request).user.id, request.query),
  );

  app.get(
    '/credits/history.csv',
    {
      schema: {
        tags,
        security,
        querystring: CreditHistoryQuery.pick({ days: true }),
        response: { 200: fileAnswer('The history as CSV', ['text/csv']) },
      },
    },
    async (request, reply) => {
      const entries = await allCreditHistory(
        deps.db,
        principalOf(request).user.id,
        request.query.days,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="credit-history.csv"')
        .send(historyCsv(entries));
    },
  );
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiPath, Header } from '@kasa/contract/api';
import {
  ChangePasswordWithCodeRequest,
  CheckResetCodeRequest,
  LoginRequest,
  SendResetPasswordRequest,
  registerSchemaFor,
  type RegisterRequest,
} from '@kasa/contract/auth';
import { requireAuth } from '../../plugins/authenticate.ts';
import { clientInfo, localeOf, ok, parseInput } from '../../lib/http.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth, settings, players } = app.services;

  /** The language a player uses is the one notifications are written in: taken from x-locale when it is sent. */
  async function rememberLocale(request: FastifyRequest, playerId: string): Promise<void> {
    if (request.headers[Header.locale] !== undefined) await players.setLocale(playerId, localeOf(request));
  }

  app.get(`/${ApiPath.authForm}`, async (request) => {
    return ok(request, { countries: await settings.listCountries(localeOf(request)) });
  });

  app.post(`/${ApiPath.register}`, async (request) => {
    // The variant (default or fast) is chosen by isFast, so errors name the fields of the form actually used.
    const input: RegisterRequest = parseInput(registerSchemaFor(request.body), request.body);
    const outcome = await auth.register(input, clientInfo(request));
    // An address that needs verifying (here: one that already has an account) gets no session: "check your e-mail".
    if (outcome.kind === 'checkEmail') return ok(request, null, 's.registerCheckEmail');
    await rememberLocale(request, outcome.session.usercode);
    return ok(request, outcome.session, 's.register');
  });

  app.post(`/${ApiPath.login}`, async (request) => {
    const input = parseInput(LoginRequest, request.body);
    const session = await auth.login(input.username, input.password, clientInfo(request));
    await rememberLocale(request, session.usercode);
    return ok(request, session, 's.login', session.username);
  });

  app.get(`/${ApiPath.logout}`, { preHandler: app.authenticate }, async (request) => {
    await auth.logout(requireAuth(request), clientInfo(request));
    return ok(request, null, 's.logout');
  });

  app.post(`/${ApiPath.sendResetPassword}`, async (request) => {
    const input = parseInput(SendResetPasswordRequest, request.body);
    await auth.sendResetPassword(input.username, clientInfo(request), localeOf(request));
    return ok(request, null, 's.resetCodeSent');
  });

  app.post(`/${ApiPath.checkResetCode}`, async (request) => {
    const input = parseInput(CheckResetCodeRequest, request.body);
    await auth.checkResetCode(input.username, input.code, clientInfo(request));
    return ok(request, null, 's.resetCodeValid');
  });

  app.post(`/${ApiPath.changePasswordWithCode}`, async (request) => {
    const input = parseInput(ChangePasswordWithCodeRequest, request.body);
    await auth.changePasswordWithCode(input, clientInfo(request));
    return ok(request, null, 's.passwordReset');
  });
};

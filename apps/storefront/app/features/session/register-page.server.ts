import { data } from 'react-router';
import type { RouteArgs } from '../../lib/request.server';
import { cacheControl, pageContext } from '../../lib/request.server';

export async function loadRegisterPage(args: RouteArgs) {
  const { user } = await pageContext(args);
  return data(null, { headers: cacheControl(user) });
}

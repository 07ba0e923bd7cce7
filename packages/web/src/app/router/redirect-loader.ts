import { type LoaderFunctionArgs, redirect } from 'react-router';
import { useTabsStore } from '../tabs/tabs-store';
import { normalizePath } from './route-lookup';

/** /redirect/{path}: the pass-through that refreshes a tab (its page remounts), then goes on to {path}. */
export function redirectLoader({ request, params }: LoaderFunctionArgs): never {
  const target = normalizePath(`/${params['*'] ?? ''}`);
  useTabsStore.getState().refresh(target);
  throw redirect(`${target}${new URL(request.url).search}`);
}

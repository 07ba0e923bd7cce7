// Unit tests render pages and call helpers without the main layout, so every namespace is loaded up front.
import { loadPageNamespaces } from './index';

await loadPageNamespaces();

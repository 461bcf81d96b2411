import { unknownPrivateRoute } from '@/lib/bootstrap';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A path under /private that is not an operation's: 404 in the error shape, whatever the method. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPrivateRoute();

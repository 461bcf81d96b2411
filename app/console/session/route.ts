import { signIn, signOut } from '@/lib/console/login';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = signIn;
export const DELETE = signOut;

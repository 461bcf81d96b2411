import type { Metadata, Viewport } from 'next';
import { Providers } from '@/components/providers';
import { THEME_SCRIPT } from '@/components/theme/theme-script';
import { capabilities } from '@/lib/operations/contracts';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Inference console', template: '%s · Inference console' },
  description: `${capabilities()} over one API, with a console to try them.`,
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#09090b' },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script sets the class before hydration, so the server's markup differs on purpose.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-zinc-50 text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}

export const THEME_STORAGE_KEY = 'console-theme';

/**
 * Runs before the page paints, so a dark page never flashes light: applies the saved choice,
 * or the system's when there is none.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})()`;

import type { MetadataRoute } from 'next';

// The web app manifest (served at /manifest.webmanifest, linked from the root metadata in app/root-document.tsx).
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'ارزیاب | قیمت‌گذاری هوشمند ملک',
    short_name: 'ارزیاب',
    description: 'قیمت‌گذاری ملک، ارزیابی محله و پیشنهاد محل خرید یا اجاره با هوش مصنوعی در تهران.',
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f6f8f7',
    theme_color: '#0b6b5c',
    categories: ['business', 'finance', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

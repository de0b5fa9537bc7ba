import { chromium } from 'playwright-core';
const [,, path, out, w = '1440', h = '900', theme = 'light', signed = '', full = '', scrollY = '0'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: +w, height: +h }, deviceScaleFactor: 1, baseURL: 'http://127.0.0.1:4173' });
await ctx.addInitScript(([theme, signed]) => { localStorage.setItem('vite-ui-theme', theme); if (signed) { localStorage.setItem('authToken','t'); localStorage.setItem('user', JSON.stringify({id:1,username:'ada_lovelace',name:'Ada Lovelace',subscriptionTier:'free'})); } }, [theme, signed]);
const p = await ctx.newPage();
p.on('console', m => m.type()==='error' && console.log('console', m.text()));
if (signed) await p.route('**/api/user', r => r.fulfill({ json: {id:1,username:'ada_lovelace',name:'Ada Lovelace',subscriptionTier:'free'} }));
await p.goto(path); await p.waitForLoadState('networkidle'); await p.waitForTimeout(300);
if (+scrollY) { await p.evaluate((y) => window.scrollTo(0, y), +scrollY); await p.waitForTimeout(200); }
await p.screenshot({ path: out, fullPage: !!full });
await b.close();

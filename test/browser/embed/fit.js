// Behaviour of the fit suite's pages (fit.test.ts), as each theme's own script does it. Served as /fit.js (no inline
// script, for the strict-CSP page).
(() => {
  const backToTop = document.querySelector('.theme-back-to-top-button');
  const topLink = document.getElementById('top-link');
  addEventListener(
    'scroll',
    () => {
      backToTop?.classList.toggle('backToTopButtonShow', scrollY > 300);
      topLink?.classList.toggle('visible', scrollY > 800);
    },
    { passive: true },
  );
  const toTop = (event) => {
    event.preventDefault();
    window.__toTopClicks = (window.__toTopClicks ?? 0) + 1;
    scrollTo(0, 0);
  };
  backToTop?.addEventListener('click', toTop);
  topLink?.addEventListener('click', toTop);

  // MkDocs Material's back-to-top (components/top): shown while the reader scrolls up, not at the very top.
  const mdTop = document.querySelector('.md-top');
  let lastY = scrollY;
  addEventListener(
    'scroll',
    () => {
      if (mdTop) mdTop.hidden = !(scrollY < lastY && scrollY > 0);
      lastY = scrollY;
    },
    { passive: true },
  );
  mdTop?.addEventListener('click', toTop);

  // Docusaurus's mobile menu: the navbar gets `navbar-sidebar--show` and <body> is scroll-locked while it is open.
  const navbar = document.querySelector('.navbar');
  const setMenu = (open) => {
    navbar.classList.toggle('navbar-sidebar--show', open);
    document.body.style.overflow = open ? 'hidden' : '';
    document.querySelector('.navbar__toggle').setAttribute('aria-expanded', String(open));
  };
  document.querySelector('.navbar__toggle')?.addEventListener('click', () => setMenu(true));
  document.querySelector('.navbar-sidebar__close')?.addEventListener('click', () => setMenu(false));
  document.querySelector('.navbar-sidebar__backdrop')?.addEventListener('click', () => setMenu(false));

  // A consent script: the banner is added to <body> after load; each button records its click and closes it.
  window.__showCookies = () => {
    const banner = document.createElement('div');
    banner.className = 'cookie-banner';
    banner.setAttribute('role', 'region');
    banner.setAttribute('aria-label', 'Cookies');
    banner.innerHTML =
      '<span>We use cookies.</span><button class="settings">Settings</button><button class="accept">Accept</button>';
    banner.addEventListener('click', (event) => {
      const button = event.target.closest('button');
      if (button) (window.__bannerClicks ??= []).push(button.className);
    });
    document.body.append(banner);
  };
  document
    .querySelector('.dialog-close')
    ?.addEventListener('click', () => document.getElementById('host-dialog').close());
})();

// Loaded first on the strict-CSP page: every Content-Security-Policy violation the page reports, for the test to read.
window.__violations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
});

/** Where the sign-in form keeps the email typed in this tab (never a password). */
const TYPED_EMAIL_KEY = "ireland-guide-auth-email";
/** A kept email older than this is not put back: it may be someone else's by now. */
const TYPED_EMAIL_FRESH_MS = 10 * 60 * 1000;

/**
 * An inline script, run from the server's HTML right after the sign-in/sign-up form (before the page's
 * JavaScript, which may still be on its way): it keeps the email as it is typed in this tab, and puts it
 * back in an empty email field. So a switch between Sign In and Sign Up clicked before the page is
 * interactive, which loads the page anew, keeps what was typed (once the page runs, the switch keeps the
 * same form and its fields). Storage refused: nothing kept, nothing lost.
 */
export const keepTypedEmailScript = `(function(){try{var f=document.querySelector("form[data-auth-form]");var i=f&&f.elements.namedItem("email");if(!i)return;var k=${JSON.stringify(TYPED_EMAIL_KEY)};var s=JSON.parse(sessionStorage.getItem(k)||"null");if(s&&typeof s.email==="string"&&!i.value&&Date.now()-s.at<${TYPED_EMAIL_FRESH_MS})i.value=s.email;i.addEventListener("input",function(){sessionStorage.setItem(k,JSON.stringify({email:i.value,at:Date.now()}))})}catch(e){}})()`;

/** Forgets the kept email: the form was sent and cleared, or the visitor has left the page. */
export function forgetTypedEmail() {
  try {
    sessionStorage.removeItem(TYPED_EMAIL_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}

package classify

// challengePage reads an HTML page that withholds the resource from an
// automated client (set 211): a bot check that a plain HTTP client cannot
// pass (Cloudflare's "Just a moment... Checking your browser" /
// "Enable JavaScript and cookies to continue" interstitial, served as 503
// or 403; PerimeterX/HUMAN "Press & Hold to confirm you are a human (and
// not a bot)"; DataDome and hCaptcha "verify you are a human"), or a
// paywall in place of the article ("Subscribe to continue reading",
// "for subscribers only", or the paywall element itself, <div
// class="paywall">, when the tool's excerpt stops before its words). The site answered; it will not hand this
// client the page, and neither a wait nor new arguments change that:
// denied, as a sign-in page in place of the answer (signinpage.go). Only
// an HTML page counts: an API's JSON saying "subscribers" is its own.
func challengePage(c *ctx) (Result, bool) {
	t := c.body
	if !hasAny(t, "<html", "<!doctype html", "<body") {
		return Result{}, false
	}
	if hasAny(t, "checking your browser", "checking if the site connection is secure", "enable javascript and cookies to continue",
		"verify you are a human", "verify you are human", "confirm you are a human", "are you a robot?", "prove you're not a robot", "prove you are not a robot") {
		return verdict(denied, "http "+itoa(c.status)+" whose page is a bot check a plain HTTP client cannot pass: the site withholds the page from this client")
	}
	if c.status/100 == 2 && hasAny(t, "subscribe to continue reading", "subscribe to keep reading", "subscribe to read the full", "for subscribers only", "available to subscribers only", "is for subscribers only", "subscriber-only content",
		`class="paywall`, `id="paywall`, `class=paywall`) {
		return verdict(denied, "http "+itoa(c.status)+" whose page is a paywall: the article is withheld without a subscription")
	}
	return Result{}, false
}

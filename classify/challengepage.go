package classify

import "strings"

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
	if !hasAny(t, "<html", "<!doctype html", "<body", "<title>") {
		return Result{}, false
	}
	if hasAny(t, "checking your browser", "checking if the site connection is secure", "enable javascript and cookies to continue",
		"verify you are a human", "verify you are human", "confirm you are a human", "are you a robot?", "prove you're not a robot", "prove you are not a robot",
		"verify that you're not a robot", "verify that you are not a robot") {
		return verdict(denied, "http "+itoa(c.status)+" whose page is a bot check a plain HTTP client cannot pass: the site withholds the page from this client")
	}
	// A page that refuses the request for its User-Agent (SEC EDGAR's
	// "Undeclared Automated Tool" page, also under a 200; set 1353): the
	// request's own header, invalid, as under a 403 (httppreset.go
	// userAgentRequiredWords).
	if r, ok := matchWords(userAgentRequiredMatcher, t); ok {
		r.Reason = "http " + itoa(c.status) + " whose page refuses the request: " + r.Reason
		return r, true
	}
	if c.status/100 == 2 && hasAny(t, "subscribe to continue reading", "subscribe to keep reading", "subscribe to read the full", "for subscribers only", "available to subscribers only", "is for subscribers only", "subscriber-only content",
		`class="paywall`, `id="paywall`, `class=paywall`) {
		return verdict(denied, "http "+itoa(c.status)+" whose page is a paywall: the article is withheld without a subscription")
	}
	return Result{}, false
}

// noMatchPage reads a 2xx HTML page whose own words say the lookup found
// nothing or several (set 211): a site search that "did not match any
// documents" (Google's wording), "No results found for ..." (DuckDuckGo
// html), "There were no results matching the query." (MediaWiki search),
// or a disambiguation page ("Mercury may refer to:", MediaWiki's
// "This disambiguation page lists articles ..."). The fetch worked; the
// page is not the one answer the plan needs: ambiguous, as an empty search
// result or a 300 Multiple Choices.
func noMatchPage(c *ctx) (Result, bool) {
	t := c.body
	if c.status/100 != 2 || !hasAny(t, "<html", "<!doctype html", "<body") {
		return Result{}, false
	}
	if hasAny(t, "did not match any documents", "no results found", "there were no results matching", "there are no results for", "returned no results") {
		return verdict(ambiguous, "http "+itoa(c.status)+" whose page says the search matched nothing: the fetch worked, nothing to use")
	}
	if hasAny(t, "may refer to:", "disambiguation page") {
		return verdict(ambiguous, "http "+itoa(c.status)+" whose page is a disambiguation: the name matched several, narrow it")
	}
	return Result{}, false
}

// browserCheckText reads a bot check in plain text, without its HTML: an
// API's answer to a client it takes for a scraper (SerpApi's "You need a
// valid browser to continue exploring our API", sent to a request without
// its private key: serpapi/google-search-results-python issue 12), or a
// tool's excerpt of Cloudflare's interstitial ("Checking your browser
// before accessing"). Denied, as the page itself (set 211): the service
// withholds the answer from this client; hand back for a key. Gated on
// "browser" (set 1778); a browser that fails to start or is closed is
// another failure and does not say these words.
func browserCheckText(t string) bool {
	return strings.Contains(t, "browser") && hasAny(t, "need a valid browser to continue", "checking your browser before accessing")
}

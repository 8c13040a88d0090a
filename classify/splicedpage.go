package classify

import "strings"

// splicedErrorPage reads a 2xx HTML page into which a server-side include
// put an error where a fragment should be (set 378). The page was served
// and the call worked; a piece of it failed, so the answer is unusable as it
// stands and nothing says the resource is gone: ambiguous, not the
// fragment's own status. Two shapes:
//
//   - an include directive's error marker: Apache mod_include's default
//     SSIErrorMsg "[an error occurred while processing this directive]",
//     nginx's ssi module "[an error occurred while processing the
//     directive]" (ngx_http_ssi_filter_module.c, ssi_silent_errors off);
//   - a whole error document spliced after the page's own markup: nginx ssi
//     "include virtual" and Varnish ESI insert the fragment's body as it
//     came, so a 404 or 503 page ("<title>404 Not Found</title>", Varnish's
//     "503 Backend fetch failed", Tomcat's "HTTP Status 500 ...") sits
//     inside the page. The markup before it must hold a closing tag, so a
//     tool's rendering of a whole error page ("GET url: 200 OK: <html>...",
//     a soft 404, set 211) keeps its reading.
func splicedErrorPage(c *ctx) (Result, bool) {
	if c.status/100 != 2 {
		return Result{}, false
	}
	t := c.body
	if hasAny(t, "[an error occurred while processing this directive]", "[an error occurred while processing the directive]") {
		return verdict(ambiguous, "http "+itoa(c.status)+" page carrying a server-side include's error marker: a fragment failed, the page is unusable as it stands")
	}
	for _, open := range [...]string{"<html", "<!doctype html"} {
		i := indexFold(t, open)
		if i <= 0 || !strings.Contains(t[:i], "</") {
			continue
		}
		if errorTitle(tagText(t[i:], "title")) {
			return verdict(ambiguous, "http "+itoa(c.status)+" page with an error document spliced into it (a failed include): a fragment failed, the page is unusable as it stands")
		}
	}
	return Result{}, false
}

// errorTitle reports a page title that starts with a 4xx or 5xx status,
// bare ("404 Not Found") or after "HTTP Status " (Tomcat) or "Error "
// ("Error 503 Backend fetch failed", Varnish's built-in synth page).
func errorTitle(h string) bool {
	for _, p := range [...]string{"http status ", "error "} {
		if len(h) >= len(p) && strings.EqualFold(h[:len(p)], p) {
			h = h[len(p):]
		}
	}
	if len(h) < 4 || (h[0] != '4' && h[0] != '5') || h[1] < '0' || h[1] > '9' || h[2] < '0' || h[2] > '9' || h[3] != ' ' {
		return false
	}
	return true
}

package classify

// hasAnyOutsideQuery is hasAny for a state word that a URL's query string
// can also spell: "status=pending" after '?' or '&' is the caller's own
// filter (GET /v1/payouts?status=pending), not the server saying what
// state something is in (set 74: an HTTP/2 refusal read as a Pending
// object because of the URL Go's error quotes).
func hasAnyOutsideQuery(s string, needles ...string) bool {
	for _, n := range needles {
		for i := range foldMatches(s, n) {
			if i > 0 && (s[i-1] == '?' || s[i-1] == '&') {
				continue
			}
			return true
		}
	}
	return false
}

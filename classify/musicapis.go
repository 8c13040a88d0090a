package classify

import "strings"

// musicapis.go (set 1715): the numbered error envelopes of three music
// metadata APIs, whose statuses say little (Last.fm and Deezer answer many
// failures with HTTP 200; AcoustID sends every client error as 400), read
// by the service's own code, each gated on its literal envelope before any
// scan.

// lastfmCode is one Last.fm error code (lastfm-docs/api-docs docs/codes.md;
// the messages as Last.fm sends them, e.g. inflatablefriends/lastfm
// LastFmApiError.cs): the code and its message's documented opening must
// both match, so another service's {"error":N,"message":...} is not read.
type lastfmCode struct {
	code   string
	prefix string // the message's opening, compared case-insensitively
	res    Result
}

// lastfmCodes leaves out 6 ("Invalid parameters": Last.fm sends it for a
// missing user or track and for a bad argument alike; the words decide)
// and 2 and 7, whose meaning the docs give two ways.
var lastfmCodes = []lastfmCode{
	{"3", "Invalid Method", Result{Kind: invalid, Reason: "Last.fm error 3: no method with that name: repair the method argument"}},
	{"4", "Authentication Failed", Result{Kind: denied, Reason: "Last.fm error 4: the session's user revoked this application's access"}},
	{"5", "Invalid format", Result{Kind: invalid, Reason: "Last.fm error 5: the format argument is not json or xml: repair it"}},
	{"8", "Operation failed", Result{Kind: transient, Reason: "Last.fm error 8: the backend failed (Last.fm's generic 500, sent under any status): retry"}},
	{"9", "Invalid session key", Result{Kind: denied, Reason: "Last.fm error 9: the session key is not valid: the user must authenticate again"}},
	{"10", "Invalid API key", Result{Kind: denied, Reason: "Last.fm error 10: the API key is not valid"}},
	{"11", "Service Offline", Result{Kind: transient, Reason: "Last.fm error 11: the service is temporarily offline: retry later"}},
	{"13", "Invalid method signature", Result{Kind: invalid, Reason: "Last.fm error 13: the api_sig was not computed right for these arguments: repair the signature, the key is fine"}},
	{"16", "There was a temporary error", Result{Kind: transient, Reason: "Last.fm error 16: a temporary error: the same request will most likely succeed again"}},
	{"26", "Suspended API key", Result{Kind: denied, Reason: "Last.fm error 26: the API key is suspended (revoked by Last.fm): a credential withdrawn, as a disabled key (set 1353)"}},
	{"29", "Rate limit exce", Result{Kind: transient, Reason: "Last.fm error 29: too many requests from this IP: back off and retry"}},
}

// lastfmError reads Last.fm's JSON envelope {"error":N,"message":"..."}.
func lastfmError(m string) (Result, bool) {
	if len(m) < 20 || len(m) > 400 || m[0] != '{' {
		return Result{}, false
	}
	var rest string
	switch {
	case strings.HasPrefix(m, `{"error":`):
		rest = m[len(`{"error":`):]
	case strings.HasPrefix(m, `{"error": `):
		rest = m[len(`{"error": `):]
	default:
		return Result{}, false
	}
	_, n := leadingInt(rest)
	if n == 0 {
		return Result{}, false
	}
	code, rest := rest[:n], rest[n:]
	for _, key := range [...]string{`,"message":"`, `, "message": "`} {
		if !strings.HasPrefix(rest, key) {
			continue
		}
		msg := rest[len(key):]
		for _, e := range lastfmCodes {
			if e.code == code && len(msg) >= len(e.prefix) && strings.EqualFold(msg[:len(e.prefix)], e.prefix) {
				return e.res, true
			}
		}
	}
	return Result{}, false
}

// deezerCodes are Deezer's error codes with the exception type each is
// documented with (developers.deezer.com/api/errors): both must match, so a
// Graph API OAuthException with code 4 or 200 is not read as Deezer's.
var deezerCodes = map[string]struct {
	typ string
	res Result
}{
	"4":   {"Exception", Result{Kind: transient, Reason: "Deezer QUOTA (4): the request-rate window (50 calls per 5 seconds) is spent, not an allowance: back off and retry"}},
	"100": {"Exception", Result{Kind: invalid, Reason: "Deezer ITEMS_LIMIT_EXCEEDED (100): the call asks for more items than allowed: repair it"}},
	"200": {"OAuthException", Result{Kind: denied, Reason: "Deezer PERMISSION (200): the token lacks the permission for this call"}},
	"300": {"OAuthException", Result{Kind: denied, Reason: "Deezer TOKEN_INVALID (300): the access token is not valid"}},
	"500": {"ParameterException", Result{Kind: invalid, Reason: "Deezer PARAMETER (500): an argument is wrong: repair it"}},
	"501": {"MissingParameterException", Result{Kind: invalid, Reason: "Deezer PARAMETER_MISSING (501): a required argument is missing: add it"}},
	"600": {"InvalidQueryException", Result{Kind: invalid, Reason: "Deezer QUERY_INVALID (600): the query is malformed: repair it"}},
	"700": {"Exception", Result{Kind: transient, Reason: "Deezer SERVICE_BUSY (700): retry later"}},
	"800": {"DataException", Result{Kind: premise, Reason: "Deezer DATA_NOT_FOUND (800, \"no data\"): the id names nothing in the catalogue: the plan's id is false"}},
}

// deezerError reads Deezer's envelope {"error":{"type":T,"message":M,"code":N}},
// which Deezer sends with HTTP 200.
func deezerError(m string) (Result, bool) {
	const open = `{"error":{"type":"`
	if len(m) > 400 || !strings.HasPrefix(m, open) {
		return Result{}, false
	}
	rest := m[len(open):]
	q := strings.IndexByte(rest, '"')
	if q <= 0 {
		return Result{}, false
	}
	typ := rest[:q]
	i := strings.Index(rest, `"code":`)
	if i < 0 {
		return Result{}, false
	}
	digits := rest[i+len(`"code":`):]
	_, n := leadingInt(digits)
	e, ok := deezerCodes[digits[:n]]
	if !ok || e.typ != typ {
		return Result{}, false
	}
	return e.res, true
}

// acoustidCodes are AcoustID's web service error codes
// (acoustid/acoustid-server acoustid/api/errors.py), all sent as 400 but
// 5 (500): the credential refusals (4 invalid API key, 6 invalid user API
// key, 12 not allowed) are denied, not the 400's invalid. Each code is
// read only with the opening of the message errors.py writes for it:
// {"status": "error", "error": {"code": N, "message": ...}} is a common
// envelope, and another service's code 2 or 4 means something else.
var acoustidCodes = map[int]struct {
	lead string
	res  Result
}{
	1:  {`unknown format "`, Result{Kind: invalid, Reason: "AcoustID error 1: unknown format: repair the format argument"}},
	2:  {`missing required parameter "`, Result{Kind: invalid, Reason: "AcoustID error 2: a required parameter is missing: add it"}},
	3:  {"invalid fingerprint", Result{Kind: invalid, Reason: "AcoustID error 3: invalid fingerprint: recompute it"}},
	4:  {"invalid API key", Result{Kind: denied, Reason: "AcoustID error 4: the application API key is not valid"}},
	5:  {"internal error", Result{Kind: transient, Reason: "AcoustID error 5: internal error: retry"}},
	6:  {"invalid user API key", Result{Kind: denied, Reason: "AcoustID error 6: the user API key is not valid"}},
	7:  {`parameter "`, Result{Kind: invalid, Reason: "AcoustID error 7: a parameter is not a valid UUID: repair it"}},
	8:  {`parameter "`, Result{Kind: invalid, Reason: "AcoustID error 8: the duration is not a positive integer: repair it"}},
	9:  {`parameter "`, Result{Kind: invalid, Reason: "AcoustID error 9: the bitrate is not a positive integer: repair it"}},
	10: {`parameter "`, Result{Kind: invalid, Reason: "AcoustID error 10: the foreign id is not vendor:id: repair it"}},
	11: {`parameter "`, Result{Kind: invalid, Reason: "AcoustID error 11: max duration diff out of range: repair it"}},
	12: {"not allowed", Result{Kind: denied, Reason: "AcoustID error 12: not allowed: this key may not do this"}},
}

// acoustidError reads AcoustID's envelope
// {"status": "error", "error": {"code": N, "message": "..."}}, the code
// whole and its message as errors.py words it.
func acoustidError(m string) (Result, bool) {
	if len(m) > 400 || !(strings.Contains(m, `"status": "error"`) || strings.Contains(m, `"status":"error"`)) {
		return Result{}, false
	}
	var rest string
	for _, key := range [...]string{`"error": {"code": `, `"error":{"code":`} {
		if i := strings.Index(m, key); i >= 0 {
			rest = m[i+len(key):]
			break
		}
	}
	code, w := leadingInt(rest)
	if w == 0 {
		return Result{}, false
	}
	e, ok := acoustidCodes[code]
	if !ok {
		return Result{}, false
	}
	msg := jsonString(rest[w:], "message")
	if !strings.HasPrefix(msg, e.lead) {
		return Result{}, false
	}
	return e.res, true
}

// musicAPIError tries the three envelopes. Last.fm's and Deezer's gates
// are a prefix or a short literal; AcoustID's scans a body of 400 bytes
// at most for its envelope before it reads the code and the message.
func musicAPIError(m string) (Result, bool) {
	if len(m) < 20 || m[0] != '{' {
		return Result{}, false
	}
	if r, ok := lastfmError(m); ok {
		return r, true
	}
	if r, ok := deezerError(m); ok {
		return r, true
	}
	return acoustidError(m)
}

package classify

import "strings"

// kalturaCodes are the Kaltura API v3 codes (KalturaErrors.php in
// kaltura/server) that the wording of their messages misreads. Kaltura
// answers HTTP 200 with a KalturaAPIException object, in JSON
// ({"code","message","objectType":"KalturaAPIException","args"}) or in
// XML (<error><objectType>KalturaAPIException</objectType><code>...);
// its code decides. The session codes are the credential (a KS is the
// session token: "Invalid KS", "Missing KS, session not established"),
// though "invalid" and "missing" read as an argument; a service or action
// the API does not have is the request's name, though "does not exists"
// reads as a missing object (set 1570).
var kalturaCodes = map[string]numbered{
	"MISSING_KS":                        {denied, "no Kaltura session (KS) was sent: establish one"},
	"INVALID_KS":                        {denied, "the Kaltura session (KS) is invalid, expired or revoked: start a new session"},
	"EXPIRED_KS":                        {denied, "the Kaltura session (KS) expired: start a new session"},
	"SERVICE_FORBIDDEN":                 {denied, "the session's role may not call this service"},
	"FEATURE_FORBIDDEN":                 {denied, "the partner or session may not use this feature"},
	"SERVICE_FORBIDDEN_PARTNER_DELETED": {premise, "the partner account is deleted: its state, not the session"},
	"SERVICE_FORBIDDEN_CONTENT_BLOCKED": {premise, "the partner account is blocked: its state, not the session"},
	"SERVICE_DOES_NOT_EXISTS":           {invalid, "the request names a service the API does not have"},
	"ACTION_DOES_NOT_EXISTS":            {invalid, "the request names an action the service does not have"},
	"SERVICE_NOT_SPECIFIED":             {invalid, "the request names no service"},
	"ACTION_NOT_SPECIFIED":              {invalid, "the request names no action"},
}

// kalturaError reads a KalturaAPIException's code; codes outside the
// table (ENTRY_ID_NOT_FOUND and the other *_NOT_FOUND, validation codes)
// are left to the wording, which reads them as their messages say.
func kalturaError(b string) (Result, bool) {
	if !strings.Contains(b, "KalturaAPIException") {
		return Result{}, false
	}
	code := jsonString(b, "code")
	if code == "" {
		code = xmlElement(b, "code")
	}
	n, ok := kalturaCodes[code]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: n.kind, Code: code, Reason: "kaltura: " + code + ": " + n.reason}, true
}

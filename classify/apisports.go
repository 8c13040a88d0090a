package classify

import "strings"

// apisports.go (set 1722): API-Sports (API-Football, API-Basketball and
// the other v3 sports APIs) answer HTTP 200 to a refused call and put the
// reason in the body's errors object, one field per reason, beside an
// empty response: {"get":"fixtures","parameters":{...},"errors":{"season":
// "The Season field is required."},"results":0,...,"response":[]}. The
// field names the reason: "requests" is the plan's daily call allowance
// spent ("You have reached the request limit for the day", until midnight
// UTC: premise, as a daily quota); "rateLimit" the per-minute limit
// (transient); "token" a missing or wrong key (denied); "plan" a season or
// date the subscription does not cover ("Free plans do not have access to
// this season, try from 2022 to 2024.": premise, the plan ruling of set
// 1336); any other field is a request parameter whose message names the
// field ("The Season field is required.", "The League field must contain
// an integer."): invalid.
var apisportsFields = map[string]Result{
	"requests":  {Kind: premise, Reason: "API-Sports errors.requests: the plan's daily request allowance is spent until the reset: a quota, not a rate"},
	"rateLimit": {Kind: transient, Reason: "API-Sports errors.rateLimit: over the per-minute request limit: wait and retry"},
	"token":     {Kind: denied, Reason: "API-Sports errors.token: the application key is missing or not accepted"},
	"plan":      {Kind: premise, Reason: "API-Sports errors.plan: the subscription plan does not cover this season or date (the plan's entitlement)"},
}

// apisportsErrors reads the envelope: the gates are the literal
// "errors":{" opening and an empty "response":[] before any scan.
func apisportsErrors(m string) (Result, bool) {
	const key = `"errors":{"`
	i := strings.Index(m, key)
	if i < 0 || !strings.Contains(m, `"response":[]`) {
		return Result{}, false
	}
	rest := m[i+len(key):]
	j := strings.IndexByte(rest, '"')
	if j <= 0 {
		return Result{}, false
	}
	field, after := rest[:j], rest[j+1:]
	msg, ok := strings.CutPrefix(after, `:"`)
	if !ok {
		return Result{}, false
	}
	if k := strings.IndexByte(msg, '"'); k >= 0 {
		msg = msg[:k]
	}
	if r, ok := apisportsFields[field]; ok {
		return r, true
	}
	if strings.Contains(msg, " field ") {
		return Result{Kind: invalid, Reason: "API-Sports errors." + field + ": the request's " + field + " parameter is missing or malformed"}, true
	}
	return Result{}, false
}

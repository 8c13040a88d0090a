package classify

import "strings"

// airvisualstatus.go (set 1710): IQAir AirVisual API v2's failure
// envelope {"status": "fail", "data": {"message": "<token>"}}, as the
// raw JSON body or as pyairvisual's exception text (the payload's Python
// repr). The tokens are IQAir's own list (quoted in pyairvisual's
// ERROR_CODES and in clients): no_nearest_station "no nearest station
// within specified radius", api_key_expired, incorrect_api_key,
// feature_not_available "not available in chosen subscription plan",
// too_many_requests "more than 10 calls per second", city_not_found.
// call_limit_reached ("minute/monthly limit") names no period and is
// left to the other readers.
var airvisualTokens = map[string]Result{
	"no_nearest_station":    {Kind: premise, Reason: "AirVisual no_nearest_station: no monitoring station near the point: the plan's belief that air data exists here is false"},
	"city_not_found":        {Kind: premise, Reason: "AirVisual city_not_found: the city the plan named does not exist in IQAir's list"},
	"api_key_expired":       {Kind: denied, Reason: "AirVisual api_key_expired: the key has expired: a person must issue a new one"},
	"incorrect_api_key":     {Kind: denied, Reason: "AirVisual incorrect_api_key: the key is not accepted"},
	"feature_not_available": {Kind: denied, Reason: "AirVisual feature_not_available: the subscription plan does not include this feature"},
	"permission_denied":     {Kind: denied, Reason: "AirVisual permission_denied: the key may not read this"},
	"too_many_requests":     {Kind: transient, Reason: "AirVisual too_many_requests: over 10 calls per second: wait and retry"},
}

// poeditorCodes (set 1717): POEditor API v2's failure envelope
// {"response": {"status": "fail", "code": "NNNN", "message": ...}}, sent
// under HTTP 200, read by its documented code (poeditor.com
// api_reference/error_codes). 4040 ("Custom error message") carries no
// meaning of its own and is left to the other readers.
var poeditorCodes = map[string]Result{
	"401":  {Kind: denied, Reason: "POEditor 401: the request carries no API token"},
	"4011": {Kind: denied, Reason: "POEditor 4011 Invalid API Token: no account owns the token"},
	"403":  {Kind: denied, Reason: "POEditor 403: the resource is restricted for this account"},
	"4030": {Kind: denied, Reason: "POEditor 4030 Insufficient access rights: the endpoint needs a token with write permission"},
	"4031": {Kind: premise, Reason: "POEditor 4031 No API access for the current plan: the account's plan lacks the API"},
	"4032": {Kind: premise, Reason: "POEditor 4032 Strings limit reached: the account's string quota is spent"},
	"4033": {Kind: transient, Reason: "POEditor 4033: an uploaded file is still being processed: try again later"},
	"4034": {Kind: premise, Reason: "POEditor 4034 Project is archived: restore it first"},
	"4012": {Kind: invalid, Reason: "POEditor 4012: the call sent no POST data"},
	"404":  {Kind: invalid, Reason: "POEditor 404 Invalid API Call: the method is not supported"},
	"4042": {Kind: invalid, Reason: "POEditor 4042: parameter data must be a JSON object"},
	"4043": {Kind: invalid, Reason: "POEditor 4043 Wrong language code: not a language POEditor knows"},
	"4044": {Kind: premise, Reason: "POEditor 4044: the project does not contain the language: add it or replan"},
	"4045": {Kind: invalid, Reason: "POEditor 4045: no language given"},
	"4046": {Kind: invalid, Reason: "POEditor 4046: the uploaded file could not be parsed"},
	"4047": {Kind: invalid, Reason: "POEditor 4047 Invalid export type"},
	"4048": {Kind: transient, Reason: "POEditor 4048: too many upload requests in a short period: wait and retry"},
}

// airvisualFail reads the envelope: the gate is the literal
// "status": "fail" pair (either quote style) before any scan. POEditor's
// {"response": {"status": "fail", "code": ...}} shares the gate and is
// read by its code first.
func airvisualFail(m string) (Result, bool) {
	if len(m) > 200 || !strings.Contains(m, "fail") || !(strings.Contains(m, `'status': 'fail'`) || strings.Contains(m, `"status":"fail"`) || strings.Contains(m, `"status": "fail"`)) {
		return Result{}, false
	}
	if strings.HasPrefix(m, `{"response":`) || strings.HasPrefix(m, `{"response": `) {
		if r, ok := poeditorCodes[jsonString(m, "code")]; ok {
			return r, true
		}
	}
	for _, key := range [...]string{`'message': '`, `"message":"`, `"message": "`} {
		i := strings.Index(m, key)
		if i < 0 {
			continue
		}
		rest := m[i+len(key):]
		j := strings.IndexAny(rest, `'"`)
		if j < 0 {
			return Result{}, false
		}
		r, ok := airvisualTokens[rest[:j]]
		return r, ok
	}
	return Result{}, false
}

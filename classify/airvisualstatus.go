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

// airvisualFail reads the envelope: the gate is the literal
// "status": "fail" pair (either quote style) before any scan.
func airvisualFail(m string) (Result, bool) {
	if len(m) > 200 || !(strings.Contains(m, `'status': 'fail'`) || strings.Contains(m, `"status":"fail"`) || strings.Contains(m, `"status": "fail"`)) {
		return Result{}, false
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

package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// zuoraEnvelope reads the error envelope of Zuora's v1 REST API, which
// answers HTTP 200 (or a 4xx) with {"success": false, "reasons": [{"code":
// 53100320, "message": "..."}]}. The eight-digit code is a six-digit
// resource code and a two-digit category, and the category says what went
// wrong whatever the resource (Zuora's "Error codes" guide, "Error
// category codes"; the Custom Objects API adds 12 to 15 for the read,
// update, delete and create permissions):
//
//	10-15 permission or access denied, 11 authentication failed: denied
//	20-23 an invalid, unknown or missing field or parameter,
//	   45 an unsupported request, 90 a malformed one:            invalid
//	   40 not found:                                             premise
//	   50 locking contention, 60 an internal error,
//	   61 a temporary error, 70 a request limit exceeded:        transient
//
// Category 30 (a business rule restriction) and 99 (an integration error)
// say too little alone and are left to the message's wording. Where a
// response carries several reasons, the one a retry cannot cure decides:
// a transient category counts only when every reason is transient.
func zuoraEnvelope(b string) (Result, bool) {
	i := strings.Index(b, `"reasons"`)
	if i < 0 || !zuoraFailed(b) {
		return Result{}, false
	}
	var best Result
	found, allTransient := false, true
	for j := range exactMatches(b[i:], `"code"`) {
		v := b[i+j+len(`"code"`):]
		k := skipSpace(v, 0)
		if k >= len(v) || v[k] != ':' {
			continue
		}
		k = skipSpace(v, k+1)
		if k < len(v) && v[k] == '"' {
			k++
		}
		n, w := leadingInt(v[k:])
		if w != 8 || k+w < len(v) && isAlnum(v[k+w]) {
			continue
		}
		r, ok := zuoraCategory(n % 100)
		if !ok {
			allTransient = false // a category left to the wording
			continue
		}
		r.Code = v[k : k+w]
		if r.Kind != transient {
			allTransient = false
		}
		if !found || zuoraRank(r.Kind) > zuoraRank(best.Kind) {
			best, found = r, true
		}
	}
	if !found || best.Kind == transient && !allTransient {
		return Result{}, false
	}
	return best, true
}

// zuoraFailed reports whether the body says "success": false (the key
// is "Success" in the older CRUD answers).
func zuoraFailed(b string) bool {
	for _, key := range [...]string{"success", "Success"} {
		if v, isStr, ok := jsonValue(b, key); ok && !isStr && v == "false" {
			return true
		}
	}
	return false
}

// zuoraRank orders the kinds a response's reasons may give: the one
// a retry cannot cure, and of those the one the caller fixes first.
func zuoraRank(k rung.Kind) int {
	switch k {
	case denied:
		return 3
	case invalid:
		return 2
	case premise:
		return 1
	}
	return 0
}

func zuoraCategory(cat int) (Result, bool) {
	switch cat {
	case 10, 11, 12, 13, 14, 15:
		return Result{Kind: denied, Reason: "zuora: error category " + itoa(cat) + " (permission, access or authentication denied)"}, true
	case 20, 21, 22, 23, 45, 90:
		return Result{Kind: invalid, Reason: "zuora: error category " + itoa(cat) + " (an invalid, unknown, missing or unsupported part of the request): repair the request"}, true
	case 40:
		return Result{Kind: premise, Reason: "zuora: error category 40 (not found): the object the call names does not exist"}, true
	case 50, 60, 61, 70:
		return Result{Kind: transient, Reason: "zuora: error category " + itoa(cat) + " (lock contention, a temporary or internal error, or a request limit): retry after a wait"}, true
	}
	return Result{}, false
}
